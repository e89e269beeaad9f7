/**
 * A form's version impact in a dialog of its own, for the form list until the versions dialog hosts
 * {@link VersionImpact}: it loads the form's versions and lets the author compare two.
 */
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../session/SessionContext';
import { VersionImpact } from './VersionImpact';

/** The dialog for form `id`. */
export function VersionImpactDialog({
  id,
  name,
  onClose,
}: {
  id: string;
  name: string;
  onClose: () => void;
}) {
  const { forms } = useApp();
  const versions = useQuery({ queryKey: ['versions', id], queryFn: () => forms.versions(id) });
  return (
    <div className="fw-dialog" role="dialog" aria-label={`Versions of ${name}`}>
      <h2>Versions of {name}</h2>
      {versions.isPending ? (
        <p className="fw-empty">Loading, please wait...</p>
      ) : versions.isError || versions.data.length < 2 ? (
        <p className="fw-empty">No versions available...</p>
      ) : (
        <VersionImpact versions={versions.data.map((v) => v.Version)} load={(v) => forms.get(id, v)} />
      )}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
