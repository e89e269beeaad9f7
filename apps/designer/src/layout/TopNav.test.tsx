// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../session/roles';
import { renderWithApp } from '../testing/appContext';
import { TopNav } from './TopNav';

function renderAs(role: number) {
  const Role = role as Role;
  renderWithApp(
    <MemoryRouter>
      <TopNav actions={undefined} />
    </MemoryRouter>,
    { session: { user: { Guid: 'g', Role, GivenName: 'Ada', FamilyName: 'L' } } },
  );
}

describe('the top navigation per role', () => {
  afterEach(cleanup);

  it.each([
    [0, ['Formwright'], ['Data providers', 'Administer users', 'Formwright admin']],
    [1, ['Formwright', 'Data providers'], ['Administer users', 'Formwright admin']],
    [2, ['Formwright', 'Data providers', 'Administer users'], ['Formwright admin']],
    [3, ['Formwright', 'Data providers', 'Formwright admin'], ['Administer users']],
  ])('role %i sees %j and not %j', (role, shown, hidden) => {
    renderAs(role);
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    for (const name of shown) expect(links).toContain(name);
    for (const name of hidden) expect(links).not.toContain(name);
    // Every signed-in role can reach Help and the profile menu (theme, log off).
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Profile/ })).toBeTruthy();
  });
});
