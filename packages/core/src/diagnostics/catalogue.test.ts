import { describe, expect, it } from 'vitest';
import { catalogue, formatMessage, type DiagnosticCode } from './catalogue';
import { catalogueSources } from './catalogueHelp';

const entries = Object.entries(catalogue) as [DiagnosticCode, (typeof catalogue)[DiagnosticCode]][];

describe('the diagnostic catalogue', () => {
  it.each(entries)('%s has a severity, a message and a source', (code, entry) => {
    expect(code).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(['error', 'warning', 'info']).toContain(entry.severity);
    expect(entry.message.trim()).not.toBe('');
    expect(catalogueSources[code]).toMatch(/^(runtime|components|designer)\.md §\d|^formwright$/);
  });

  it('holds the parse and schema messages of docs/diagnostics.md#diagnostics in the spec wording', () => {
    expect(catalogue['no-metadata'].message).toBe('No metadata!');
    expect(catalogue['no-components'].message).toBe('No components!');
    expect(catalogue['unknown-component-structure'].message).toBe('Unknown component structure');
    expect(catalogue['sectioned-output'].message).toBe(
      'If sectioned output is used, all text parts must have a section id',
    );
    expect(catalogue['tab-spec'].message).toBe('Tab component is missing a valid tabs specification');
    expect(catalogue['list-in-list'].message).toBe('List within lists not supported');
  });
});

describe('formatMessage', () => {
  it('fills every {param} hole', () => {
    expect(formatMessage('property-not-allowed', { name: 'lable', detail: 'did you mean label?' })).toBe(
      'Property lable is not allowed (did you mean label?)',
    );
  });

  it('leaves holes without a parameter as written', () => {
    expect(formatMessage('duplicate-id')).toBe('Duplicate id: {id}');
  });

  it('writes non-string parameters as text', () => {
    expect(formatMessage('value-clamped', { name: 'columns', value: 7, clamped: 4 })).toBe(
      'Property columns is 7; it is clamped to 4',
    );
  });

  it('does not treat $ patterns in a parameter specially', () => {
    expect(formatMessage('duplicate-id', { id: '$&a$1' })).toBe('Duplicate id: $&a$1');
  });
});
