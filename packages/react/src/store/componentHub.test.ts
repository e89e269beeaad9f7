import { describe, expect, it, vi } from 'vitest';
import { formOf } from '@formwright/core/testing';
import { flushHeld, HOLD_AT, readComponent, subscribeComponent } from './componentHub';

describe('subscribeComponent', () => {
  const form = ['- Number: { id: a }', '- Number: { id: b }', "- Number: { id: c, value: '=a + 1' }"].join(
    '\n',
  );

  it('calls the listeners of the ids whose state changed, and no others', () => {
    const { store } = formOf(form);
    const a = vi.fn();
    const b = vi.fn();
    const c = vi.fn();
    subscribeComponent(store, 'a', a);
    subscribeComponent(store, 'b', b);
    subscribeComponent(store, 'c', c);
    store.update({ type: 'set', id: 'a', value: 2 });
    expect(a).toHaveBeenCalledTimes(1);
    expect(c).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    store.update({ type: 'set', id: 'b', value: 5 });
    expect(b).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('stops calling a listener once unsubscribed, and leaves the store when the last one goes', () => {
    const { store } = formOf(form);
    const subscribe = vi.spyOn(store, 'subscribe');
    const a = vi.fn();
    const a2 = vi.fn();
    const off = subscribeComponent(store, 'a', a);
    const off2 = subscribeComponent(store, 'a', a2);
    expect(subscribe).toHaveBeenCalledTimes(1);
    off();
    store.update({ type: 'set', id: 'a', value: 3 });
    expect(a).not.toHaveBeenCalled();
    expect(a2).toHaveBeenCalledTimes(1);
    off2();
    const again = vi.fn();
    subscribeComponent(store, 'a', again);
    expect(subscribe).toHaveBeenCalledTimes(2);
    store.update({ type: 'set', id: 'a', value: 4 });
    expect(again).toHaveBeenCalledTimes(1);
    expect(a2).toHaveBeenCalledTimes(1);
  });
});

describe('accepting many suggestions at once', () => {
  const count = HOLD_AT + 10;
  const form = [
    ...Array.from({ length: count }, (_, i) => `- Number: { id: n${i}, suggestedValue: 1 }`),
    `- Number: { id: total, value: '=${Array.from({ length: count }, (_, i) => `n${i}`).join(' + ')}' }`,
  ].join('\n');

  it('wakes the computed views at once and holds the accepted fields until after the next paint', async () => {
    const { store } = formOf(form);
    const woken = new Map<string, number>();
    for (const id of ['total', 'n0', `n${count - 1}`])
      subscribeComponent(store, id, () => woken.set(id, (woken.get(id) ?? 0) + 1));
    for (let i = 1; i < count - 1; i++) subscribeComponent(store, `n${i}`, () => {});
    store.update({ type: 'acceptSuggestions', id: 'form' });
    expect(readComponent(store, 'total')?.value).toBe(count);
    expect(woken.get('total')).toBe(1);
    expect(woken.get('n0')).toBeUndefined();
    // The held field still shows its suggestion, while the store has the value.
    expect(readComponent(store, 'n0')?.value).toBeUndefined();
    expect(store.getSnapshot().components.get('n0')?.value).toBe(1);
    // Released after the frame (jsdom's animation frame, then a task), in chunks.
    await vi.waitFor(() => expect(woken.get(`n${count - 1}`)).toBe(1));
    expect(woken.get('n0')).toBe(1);
    expect(readComponent(store, 'n0')?.value).toBe(1);
  });

  it('shows a held field at once when it changes again, and flushHeld releases the rest', () => {
    const { store } = formOf(form);
    const n0 = vi.fn();
    const n1 = vi.fn();
    for (let i = 2; i < count; i++) subscribeComponent(store, `n${i}`, () => {});
    subscribeComponent(store, 'n0', n0);
    subscribeComponent(store, 'n1', n1);
    store.update({ type: 'acceptSuggestions', id: 'form' });
    expect(n0).not.toHaveBeenCalled();
    store.update({ type: 'set', id: 'n0', value: 7 });
    expect(n0).toHaveBeenCalledTimes(1);
    expect(readComponent(store, 'n0')?.value).toBe(7);
    expect(readComponent(store, 'n1')?.value).toBeUndefined();
    flushHeld(store);
    expect(n1).toHaveBeenCalledTimes(1);
    expect(readComponent(store, 'n1')?.value).toBe(1);
  });

  it('holds nothing when a few suggestions are accepted', () => {
    const { store } = formOf(
      ['- Number: { id: a, suggestedValue: 1 }', '- Number: { id: b, suggestedValue: 2 }'].join('\n'),
    );
    const a = vi.fn();
    subscribeComponent(store, 'a', a);
    store.update({ type: 'acceptSuggestions', id: 'form' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(readComponent(store, 'a')?.value).toBe(1);
  });
});
