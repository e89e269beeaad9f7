// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { parseSpec } from '@formwright/core/authoring';
import { createForm, type FormStore } from '@formwright/core/headless';
import { defaultViews, FormView } from '@formwright/react';
import { equalData, sameState, StableStore } from './stableStore';

afterEach(cleanup);

/** A form of Number/Text pairs; `label1` is the first Number's label, `lead` lines go before Components. */
function yamlOf(label1: string, lead = ''): string {
  const lines = [
    'Metadata:',
    '  lang: en',
    '  title: T',
    '  description: D',
    'ReportOutput:',
    "  - text: '{n1}'",
  ];
  lines.push(...(lead ? [lead] : []), 'Components:');
  for (let i = 1; i <= 5; i++)
    lines.push(
      '  - Number:',
      `      id: n${i}`,
      `      label: ${i === 1 ? label1 : `Number ${i}`}`,
      '  - Text:',
      `      id: t${i}`,
      `      label: '=n${i}'`,
    );
  return `${lines.join('\n')}\n`;
}

function storeOf(yaml: string): FormStore {
  const spec = parseSpec(yaml).runnable;
  if (!spec) throw new Error('the test form does not parse');
  return createForm(spec, { buildMode: true });
}

/** The default views, each counting its renders by instance id. */
function countingViews(renders: Map<string, number>) {
  const wrapped: Record<string, ComponentType<{ state: { id: string } }>> = {};
  for (const [type, View] of Object.entries(defaultViews)) {
    const Inner = View as ComponentType<{ state: { id: string } }>;
    wrapped[type] = function Counted(props) {
      renders.set(props.state.id, (renders.get(props.state.id) ?? 0) + 1);
      return <Inner {...props} />;
    };
  }
  return wrapped as unknown as typeof defaultViews;
}

describe('the preview store facade', () => {
  it('shares the state of every component a new store shows the same', () => {
    const stable = new StableStore(storeOf(yamlOf('Number 1')));
    const before = stable.getSnapshot();
    stable.swap(storeOf(yamlOf('Number 1x')));
    const after = stable.getSnapshot();
    expect(after.components.get('n1')).not.toBe(before.components.get('n1'));
    expect(after.components.get('n1')?.props.label).toBe('Number 1x');
    for (const id of ['t1', 'n2', 't2', 'n5', 't5'])
      expect(after.components.get(id), id).toBe(before.components.get(id));
    expect(after.roots).toBe(before.roots);
    // The snapshot belongs to the new store's spec: its texts and lines are current.
    expect(after.spec.byId.get('n1')?.props.label).toBe('Number 1x');
  });

  it('forwards interactions to the newest store and tells its subscribers about both', () => {
    const first = storeOf(yamlOf('A'));
    const stable = new StableStore(first);
    const listener = vi.fn();
    stable.subscribe(listener);
    const second = storeOf(yamlOf('B'));
    stable.swap(second);
    expect(listener).toHaveBeenCalledTimes(1);
    stable.update({ type: 'set', id: 'n2', value: 7 });
    expect(second.getSnapshot().components.get('n2')?.value).toBe(7);
    expect(first.getSnapshot().components.get('n2')?.value).toBeUndefined();
    expect(stable.getSnapshot().components.get('n2')?.value).toBe(7);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('mounts the new store when the old one was mounted (its script init and timers run)', () => {
    const stable = new StableStore(storeOf(yamlOf('A')));
    stable.mount();
    const next = storeOf(yamlOf('B'));
    const mount = vi.spyOn(next, 'mount');
    stable.swap(next);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('tells equal states and data apart from changed ones', () => {
    const a = storeOf(yamlOf('A')).getSnapshot().components;
    const b = storeOf(yamlOf('B')).getSnapshot().components;
    expect(sameState(a.get('n2')!, b.get('n2')!)).toBe(true);
    expect(sameState(a.get('n1')!, b.get('n1')!)).toBe(false);
    expect(equalData({ x: [1, { y: 2 }] }, { x: [1, { y: 2 }] })).toBe(true);
    expect(equalData({ x: [1, { y: 2 }] }, { x: [1, { y: 3 }] })).toBe(false);
    expect(equalData([1], { 0: 1 })).toBe(false);
  });
});

describe('the preview form over the facade', () => {
  it('re-renders only the component whose label changed and keeps the other elements on screen', () => {
    const renders = new Map<string, number>();
    const stable = new StableStore(storeOf(yamlOf('Number 1')));
    const views = countingViews(renders);
    render(<FormView store={stable} buildMode views={views} />);
    const other = screen.getByLabelText('Number 3', { exact: true });
    const before = new Map(renders);
    act(() => stable.swap(storeOf(yamlOf('Number 1x'))));
    expect(screen.getByLabelText('Number 1x', { exact: true })).toBeTruthy();
    // The same element: the form was not remounted.
    expect(screen.getByLabelText('Number 3', { exact: true })).toBe(other);
    for (const id of ['t1', 'n2', 't2', 'n3', 'n5', 't5']) expect(renders.get(id), id).toBe(before.get(id));
    expect(renders.get('n1')).toBeGreaterThan(before.get('n1') ?? 0);
  });

  it('reports the current line on Ctrl+Alt+click after lines were added above a shared component', () => {
    const onLine = vi.fn();
    const stable = new StableStore(storeOf(yamlOf('Number 1')));
    render(<FormView store={stable} buildMode onSpecLine={onLine} />);
    fireEvent.click(screen.getByLabelText('Number 2', { exact: true }), { ctrlKey: true, altKey: true });
    const first = onLine.mock.calls[0]?.[0] as number;
    // Two comment lines before Components: the state of n2 is shared, its line is two further down.
    act(() => stable.swap(storeOf(yamlOf('Number 1', '# one\n# two'))));
    fireEvent.click(screen.getByLabelText('Number 2', { exact: true }), { ctrlKey: true, altKey: true });
    expect(onLine.mock.calls[1]?.[0]).toBe(first + 2);
  });
});
