import { describe, expect, it } from 'vitest';
import type { BehaviourContext } from './behaviour';
import { componentBehaviours } from './behaviours';
import { getComponentDefinition } from './registry';
import { testContext } from './testing/testContext';

/** Contexts that make each behaviour produce its conditional keys too (warnings, focus, edit mode, …). */
const extra: Partial<Omit<BehaviourContext, 'props'>> = {
  siblingsValues: { before: ['a'], after: [] },
  renderReport: () => 'Generated report',
  referencedSummaries: [{ id: 's2', inconsistent: true }],
  children: [{ id: 'x', visible: false }],
  isFormula: () => false,
  decimalSeparator: '.',
};

const propSets: readonly Readonly<Record<string, unknown>>[] = [
  {},
  {
    value: 'a',
    options: ['a', 'b'],
    tabs: [{ tabname: 'A', components: [] }],
    isFocused: true,
    userInputValue: '250',
    minValue: 0,
    maxValue: 100,
    refMaxValue: 10,
    formatter: '{value} mm',
    emptyStyling: 'small',
    checked: true,
    userEditedReport: 'Edited',
    preEditModeCalculatedReport: 'Older report',
    checkbox: true,
    otherOption: 'yes',
    suggestedValue: 'b',
  },
  { value: 250, minValue: 0, maxValue: 100, refMaxValue: 10, isFocused: false, numItems: 2, minCount: 1 },
  { value: null, nullFormatter: 'none', emptyFormatter: '-' },
];

const typesWithDerive = Object.entries(componentBehaviours).filter(([, b]) => b.derive !== undefined);

describe('derived values are declared in the definitions', () => {
  it.each(typesWithDerive)(
    '%s: every key derive() returns is a property or a declared derived value',
    (type, behaviour) => {
      const def = getComponentDefinition(type);
      expect(def).toBeDefined();
      const declared = new Set([
        'value',
        ...Object.keys(def?.properties ?? {}),
        ...Object.keys(def?.derived ?? {}),
      ]);
      const returned = new Set<string>();
      for (const props of propSets) {
        for (const key of Object.keys(behaviour.derive?.(testContext(props, extra)) ?? {})) returned.add(key);
      }
      expect(returned.size).toBeGreaterThan(0);
      expect([...returned].filter((k) => !declared.has(k))).toEqual([]);
    },
  );

  it.each(Object.entries(componentBehaviours))(
    '%s: every declared derived value has one line of help',
    (type) => {
      for (const [name, help] of Object.entries(getComponentDefinition(type)?.derived ?? {})) {
        expect(help.trim(), `${type}.${name}`).not.toBe('');
        expect(help, `${type}.${name}`).not.toContain('\n');
      }
    },
  );
});
