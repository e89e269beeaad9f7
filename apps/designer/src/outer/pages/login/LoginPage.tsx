/**
 * The login page (docs/users-guide.md#users-guide): the headline, a Start link to sign-in, a footer with version, year and
 * company contact, and a collapsible System Requirements box. Where the server offers the debug sign-in
 * (local mode, docs/operations.md#the-seeded-demo-site-local-mode) a field signs in by e-mail.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Disclosure, DisclosurePanel, Heading, Input, Label, TextField } from 'react-aria-components';
import { useApp } from '../../session/SessionContext';
import { CONTACT, SIGN_IN_PATH } from '../../layout/signIn';
import { useVersion } from '../../layout/version';
import { queryKeys } from '../../api/queries';

/** The login page's headline. */
export const LOGIN_HEADLINE = 'Effortless creation of structured reporting forms';

/** The login page. */
export function LoginPage() {
  const { ops } = useApp();
  const version = useVersion();
  const [login, setLogin] = useState('');
  const [failed, setFailed] = useState(false);
  const debugField = useRef<HTMLInputElement>(null);
  // The debug sign-in is offered only where the server takes it: local mode (production refuses it).
  const serverMode = useQuery({
    queryKey: queryKeys.statusMode,
    queryFn: async () => {
      const answer = (await (await fetch('/api/status')).json()) as { Mode?: string };
      return answer.Mode ?? 'local';
    },
    retry: false,
  });
  // Sent back from Start by a server without an identity provider: the debug sign-in takes the focus.
  useEffect(() => {
    if (serverMode.data === 'local' && window.location.hash === '#debug-signin') debugField.current?.focus();
  }, [serverMode.data]);
  return (
    <div className="fw-login">
      <h1>{LOGIN_HEADLINE}</h1>
      <p>
        Write a form as a short specification, see it live beside the editor, and build it for the reporting
        viewer.
      </p>
      {/* Start goes to the identity provider; a local-mode server without one sends it back to
          /#debug-signin, where the debug sign-in below takes the focus. */}
      <a className="fw-start" href={SIGN_IN_PATH}>
        Start
      </a>
      {serverMode.data !== 'local' ? null : (
        <form
          id="debug-signin"
          className="fw-debug-signin"
          onSubmit={(e) => {
            e.preventDefault();
            ops.debugSignIn(login).then(
              () => window.location.reload(),
              () => setFailed(true),
            );
          }}
        >
          <TextField value={login} onChange={setLogin}>
            <Label>Debug sign-in (e-mail)</Label>
            <Input ref={debugField} placeholder="author@demo.local" />
          </TextField>
          <Button type="submit" isDisabled={login.trim() === ''}>
            Sign in
          </Button>
          {failed ? <p role="alert">Error when calling (POST) /api/debugauthentication</p> : null}
        </form>
      )}
      <Disclosure className="fw-requirements">
        <Heading>
          <Button slot="trigger">System Requirements</Button>
        </Heading>
        <DisclosurePanel>
          <ul>
            <li>A browser with HTML5, ECMAScript 5, cookies and the File API.</li>
            <li>Tested on Chrome. Internet Explorer is not supported.</li>
          </ul>
        </DisclosurePanel>
      </Disclosure>
      <footer className="fw-footer">
        Formwright {version?.version ?? ''} · © {version?.year ?? new Date().getFullYear()} · Contact:{' '}
        <a href={`mailto:${CONTACT}`}>{CONTACT}</a>
      </footer>
    </div>
  );
}
