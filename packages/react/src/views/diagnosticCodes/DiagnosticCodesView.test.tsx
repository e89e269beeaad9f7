// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createForm, parseSpec } from '@formwright/core';
import { FormView } from '../../form/FormView';

afterEach(cleanup);

describe('DiagnosticCodesView', () => {
  it('shows nothing; its codes reach the host through the #DiagnosticCodes hidden input', () => {
    const text = [
      'Metadata: { lang: en, title: T, description: D }',
      'Components:',
      '  - Text: { id: t }',
      'ReportOutput: []',
      'DiagnosticCodes:',
      '  codeGroups: "A|B;C"',
    ].join('\n');
    const parsed = parseSpec(text);
    if (!parsed.spec) throw new Error(parsed.diagnostics.map((d) => d.message).join('\n'));
    const { container } = render(<FormView store={createForm(parsed.spec)} />);
    expect(container.querySelector('.fw-body')?.textContent).not.toContain('A|B');
    const input = container.querySelector<HTMLInputElement>('input[name="#DiagnosticCodes"]');
    expect(input?.getAttribute('data-diagnostic-codes')).toBe('true');
    expect(input?.value).toBe('A|B;C');
  });
});
