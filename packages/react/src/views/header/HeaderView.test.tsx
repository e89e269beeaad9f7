// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

describe('HeaderView', () => {
  it.each([
    ['h2', 2],
    ['h3', 3],
    ['h4', 4],
  ])('renders level %s as a heading of level %i', (level, n) => {
    renderForm(`- Header: { id: h, header: Findings, level: ${level} }`);
    expect(screen.getByRole('heading', { level: n, name: 'Findings' })).toBeTruthy();
  });

  it('renders level h3 when no level is given', () => {
    renderForm('- Header: { id: h, header: Findings }');
    expect(screen.getByRole('heading', { level: 3, name: 'Findings' })).toBeTruthy();
  });

  it('renders level text as plain text, not a heading', () => {
    renderForm('- Header: { id: h, header: Findings, level: text }');
    expect(screen.getByText('Findings')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('follows a header formula', () => {
    renderForm('- Text: { id: t, value: Liver }\n- Header: { id: h, header: "Organ: {t}" }');
    expect(screen.getByRole('heading').textContent).toBe('Organ: Liver');
  });
});
