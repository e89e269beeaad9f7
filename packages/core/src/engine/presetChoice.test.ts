import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock';
import { createForm } from './store';
import { specOf } from './testing';

/** A single-choice Option whose spec presets a value (docs/components.md#option). */
function presetOption(extra = '') {
  const store = createForm(specOf(`- Option: { id: o, options: [Yes, No], value: Yes${extra} }`), {
    clock: new ManualClock(),
  });
  store.mount();
  return store;
}

describe('Option with a preset value', () => {
  it('Ctrl-click on the selected preset deselects it: the value is empty, not the preset again', () => {
    const store = presetOption();
    expect(store.getSnapshot().components.get('o')?.props.value).toBe('Yes');
    store.update({ type: 'toggleOption', id: 'o', option: 'Yes', ctrl: true });
    const value = store.getSnapshot().components.get('o')?.props.value;
    expect(value === undefined || value === null).toBe(true);
  });

  it('a plain click after the Ctrl-click chooses again', () => {
    const store = presetOption();
    store.update({ type: 'toggleOption', id: 'o', option: 'Yes', ctrl: true });
    store.update({ type: 'toggleOption', id: 'o', option: 'No' });
    expect(store.getSnapshot().components.get('o')?.props.value).toBe('No');
  });
});
