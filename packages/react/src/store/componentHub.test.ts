import { describe, expect, it, vi } from 'vitest';
import { formOf } from '@formwright/core/testing';
import { subscribeComponent } from './componentHub';

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
