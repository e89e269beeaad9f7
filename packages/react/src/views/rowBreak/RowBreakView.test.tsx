// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

describe('RowBreakView', () => {
  it('puts a full-width break between the components before and after it', () => {
    const { container } = renderForm('- Text: { id: a }\n- RowBreak: { id: br }\n- Text: { id: b }');
    const brk = container.querySelector('[data-fw-id="br"] .fw-row-break');
    expect(brk).not.toBeNull();
    const order = [...container.querySelectorAll('[data-fw-id]')]
      .map((e) => e.getAttribute('data-fw-id'))
      .filter((id) => !id?.startsWith('#'));
    expect(order).toEqual(['a', 'br', 'b']);
  });

  it('renders nothing when not displayed', () => {
    const { container } = renderForm('- RowBreak: { id: br, display: "false" }');
    expect(container.querySelector('.fw-row-break')).toBeNull();
  });
});
