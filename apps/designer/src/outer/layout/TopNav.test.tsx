// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../session/roles';
import { renderWithApp } from '../../testing/appContext';
import { forgetEditedForm, rememberEditedForm } from '../pages/templateView/editedForm';
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
    [0, ['Formwright'], ['Data providers', 'TemplateView', 'Administer users', 'Formwright admin']],
    [1, ['Formwright', 'Data providers', 'TemplateView'], ['Administer users', 'Formwright admin']],
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

function Shown() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

describe('the TemplateView link', () => {
  afterEach(() => {
    cleanup();
    forgetEditedForm();
  });

  function renderAt() {
    renderWithApp(
      <MemoryRouter initialEntries={['/0b9e5e2a-1111-4222-8333-444455556666']}>
        <TopNav actions={undefined} />
        <Routes>
          <Route path="*" element={<Shown />} />
        </Routes>
      </MemoryRouter>,
      { session: { user: { Guid: 'g', Role: 1 as Role, GivenName: 'Ada', FamilyName: 'L' } } },
    );
  }

  it('carries the form being edited to TemplateView', async () => {
    rememberEditedForm({ spec: 'Metadata: {}', script: 'function f() {}', title: 'Nodules' });
    renderAt();
    await userEvent.click(screen.getByRole('link', { name: 'TemplateView' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/TemplateView {"editedForm":{"spec":"Metadata: {}","script":"function f() {}","title":"Nodules"}}',
    );
  });

  it('without an editor open, is a plain link', async () => {
    renderAt();
    await userEvent.click(screen.getByRole('link', { name: 'TemplateView' }));
    expect(screen.getByTestId('where').textContent).toBe('/TemplateView null');
  });
});
