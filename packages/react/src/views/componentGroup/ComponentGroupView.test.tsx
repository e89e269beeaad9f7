// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

const group = (props: string) =>
  `- ComponentGroup:\n    id: g\n${props ? `    ${props}\n` : ''}    components:\n      - Header: { id: a, header: One }\n      - Header: { id: b, header: Two }`;

describe('ComponentGroupView', () => {
  it('renders its children in order', () => {
    renderForm(group(''));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['One', 'Two']);
  });

  it.each([
    ['', []],
    ['borderTop: true', ['fw-border-top']],
    ['borderBottom: true', ['fw-border-bottom']],
  ])('draws the borders asked for (%s)', (props, classes) => {
    const { container } = renderForm(group(props));
    const el = container.querySelector('.fw-group') as HTMLElement;
    expect([...el.classList].filter((c) => c.startsWith('fw-border'))).toEqual(classes);
  });

  it('hides its children with itself', () => {
    renderForm(group('hidden: "true"'));
    expect(screen.queryByText('One')).toBeNull();
  });
});
