/**
 * The Share tab: 'Preview enabled' with the version-specific and latest links, and 'Public form'
 * (shared with all sites: null; not shared: an empty list). Both need a saved form.
 */
import { useEffect, useState } from 'react';
import { frameChannel } from '../frameChannel';

/** The public preview links of a form version: version-specific first, then latest. */
export function previewLinks(origin: string, id: string, version: number | undefined): [string, string] {
  return [`${origin}/preview/${id}${version === undefined ? '' : `/${version}`}`, `${origin}/preview/${id}`];
}

/** The Share tab. */
export function ShareTab({
  id,
  version,
  origin,
}: {
  id: string | undefined;
  version: number | undefined;
  origin: string;
}) {
  const [preview, setPreview] = useState<boolean | undefined>(undefined);
  const [shared, setShared] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (!id) return;
    frameChannel.request('GetPreviewEnabled', { id }).then(
      (v) => setPreview(v === true),
      () => setPreview(false),
    );
    frameChannel.request('GetTemplateShare', { id }).then(
      (v) => setShared(v === true),
      () => setShared(false),
    );
  }, [id]);
  if (!id) return <p className="fw-empty">Save the form first to share it.</p>;
  const [versionLink, latestLink] = previewLinks(origin, id, version);
  return (
    <div className="fw-share">
      <label>
        <input
          type="checkbox"
          checked={preview === true}
          disabled={preview === undefined}
          onChange={async (e) => {
            const enabled = e.target.checked;
            setPreview(enabled);
            await frameChannel
              .request('SetPreviewEnabled', { id, enabled })
              .catch(() => setPreview(!enabled));
          }}
        />
        Preview enabled
      </label>
      {preview ? (
        <ul>
          <li>
            This version:{' '}
            <a className="fw-link-text" href={versionLink} target="_blank" rel="noopener noreferrer">
              {versionLink}
            </a>
          </li>
          <li>
            Latest version:{' '}
            <a className="fw-link-text" href={latestLink} target="_blank" rel="noopener noreferrer">
              {latestLink}
            </a>
          </li>
        </ul>
      ) : null}
      <label>
        <input
          type="checkbox"
          checked={shared === true}
          disabled={shared === undefined}
          onChange={async (e) => {
            const all = e.target.checked;
            setShared(all);
            await frameChannel
              .request('SetTemplateShare', { id, siteIds: all ? null : [] })
              .catch(() => setShared(!all));
          }}
        />
        Public form
      </label>
    </div>
  );
}
