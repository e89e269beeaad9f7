// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

describe('HRView', () => {
  it('renders a horizontal rule', () => {
    renderForm('- HR: { id: rule }');
    expect(screen.getByRole('separator')).toBeTruthy();
  });

  it('renders nothing when not displayed', () => {
    renderForm('- HR: { id: rule, display: "false" }');
    expect(screen.queryByRole('separator')).toBeNull();
  });
});
