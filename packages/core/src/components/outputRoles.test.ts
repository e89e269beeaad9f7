import { describe, expect, it } from 'vitest';
import { behaviourOfType } from './behaviours';
import { componentDefinitions } from './registry';

/**
 * Each type's part in the outputs and the script timing, as its behaviour declares it: the template-field
 * Type (docs/specification.md#top-level: 1 Number, 2 Date, 3 Checkbox, 0 other fields), the openEHR kind, the script delay its
 * input waits for (docs/engine.md#how-a-form-runs), and whether it holds a value without one set (docs/cli.md#the-formwright-command).
 */
const ROLES: Record<string, [field: number | null, openEhr: string | null, delay: string | null]> = {
  Text: [0, null, 'text'],
  TextArea: [0, null, 'text'],
  Date: [2, 'date', 'date'],
  Number: [1, 'quantity', 'number'],
  Checkbox: [3, 'boolean', null],
  CheckboxList: [0, null, null],
  Option: [0, null, null],
  AutoComplete: [0, 'singleChoice', null],
  Dropdown: [0, null, null],
  Summary: [0, null, null],
  StaticText: [0, null, null],
  List: [null, 'itemPath', null],
};

describe('component roles in the outputs', () => {
  it.each(componentDefinitions.map((d) => d.type))(
    '%s declares its field, openEHR and delay roles',
    (type) => {
      const b = behaviourOfType(type);
      const [field, openEhr, delay] = ROLES[type] ?? [null, null, null];
      expect(b?.field?.fieldType ?? null).toBe(field);
      expect(b?.openEhr ?? null).toBe(openEhr);
      expect(b?.inputDelay ?? null).toBe(delay);
    },
  );

  it.each([
    ['Row', {}, false],
    ['Row', { checkbox: true }, true],
    ['Report', {}, false],
    ['DiagnosticCodes', {}, false],
  ])('%s with %j holds a value: %s', (type, props, holds) => {
    expect(behaviourOfType(type)?.holdsValue?.(props)).toBe(holds);
  });

  it('a StaticText is a field only with formField format or value, and gives its fieldValue', () => {
    const field = behaviourOfType('StaticText')?.field;
    expect(
      ['format', 'value', 'none', undefined].map((formField) => field?.isField?.({ formField })),
    ).toEqual([true, true, false, false]);
    expect(field?.fieldValue?.({ fieldValue: 'Size 5' }, 5)).toBe('Size 5');
    expect(field?.fieldValue?.({}, 5)).toBe(5);
  });
});

describe('component roles in the engine', () => {
  it.each(componentDefinitions.map((d) => d.type))(
    '%s: publishes a warning, script-read-only props',
    (type) => {
      const b = behaviourOfType(type);
      const summary = type === 'Summary';
      expect(b?.publishesWarning ?? false).toBe(summary);
      expect(b?.scriptReadOnly ?? []).toEqual(summary ? ['checked'] : []);
    },
  );
});
