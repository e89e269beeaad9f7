/** The edit form of one data provider: Id, Uid, Version (default 1) and Test data JSON, checked on save. */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import {
  INVALID_JSON,
  INVALID_VERSION,
  isProtected,
  testDataError,
  type EditedProvider,
  type ProviderSave,
} from './providerRules';

/** The form; `onSave` receives the edited provider once its test data parses. */
export function ProviderForm(props: {
  readonly provider: EditedProvider;
  readonly onSave: (provider: ProviderSave) => void;
  readonly onCancel: () => void;
}) {
  const [id, setId] = useState(props.provider.Id);
  const [uid, setUid] = useState(props.provider.Uid);
  const [version, setVersion] = useState(String(props.provider.Version));
  const [data, setData] = useState(props.provider.MockData);
  const [error, setError] = useState<string | undefined>(undefined);
  const [showException, setShowException] = useState(false);
  const [badVersion, setBadVersion] = useState(false);
  // Internal providers and GenericDataProvider keep their Id, Uid and Version (docs/rest.md#post-apidataproviderssave).
  const locked = props.provider.DbId !== undefined && isProtected(props.provider);
  return (
    <form
      className="fw-provider-form"
      aria-label="Data provider"
      onSubmit={(e) => {
        e.preventDefault();
        const exception = testDataError(data);
        setError(exception);
        setShowException(false);
        const versionOk = /^\s*\d+\s*$/.test(version) && Number(version) >= 1;
        setBadVersion(!versionOk);
        if (exception !== undefined || !versionOk) return;
        const parsed = Number(version);
        // The save sends the spec's fields only (Id, Uid, Version, MockData, DbId): the list's extra
        // fields (Url, Internal) are the server's.
        props.onSave({
          ...(props.provider.DbId === undefined ? {} : { DbId: props.provider.DbId }),
          Id: id,
          Uid: uid,
          Version: parsed,
          MockData: data,
        });
      }}
    >
      <label>
        Id <input value={id} onChange={(e) => setId(e.target.value)} required readOnly={locked} />
      </label>
      <label>
        Uid <input value={uid} onChange={(e) => setUid(e.target.value)} readOnly={locked} />
      </label>
      <label>
        Version{' '}
        <input
          inputMode="numeric"
          value={version}
          onChange={(e) => setVersion(e.target.value)}
          readOnly={locked}
          aria-invalid={badVersion}
        />
      </label>
      {badVersion ? (
        <p role="alert" className="fw-error">
          {INVALID_VERSION}
        </p>
      ) : null}
      <label>
        Test data JSON
        <textarea rows={10} value={data} onChange={(e) => setData(e.target.value)} />
      </label>
      {error !== undefined ? (
        <div role="alert" className="fw-error">
          <button type="button" className="fw-link-button" onClick={() => setShowException((s) => !s)}>
            {INVALID_JSON}
          </button>
          {showException ? <pre>{error}</pre> : null}
        </div>
      ) : null}
      <div className="fw-form-actions">
        <Button type="submit">Save</Button>
        <Button onPress={props.onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
