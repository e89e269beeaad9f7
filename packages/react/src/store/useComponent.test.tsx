// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formOf } from '@formwright/core/testing';
import { FormProvider } from './FormProvider';
import { useShownComponent } from './useComponent';

describe('useShownComponent', () => {
  const form = [
    '- Number: { id: a, value: 1 }',
    "- Number: { id: c, value: '=a + 1', hidden: '=a > 5' }",
  ].join('\n');

  it('re-renders when the component changes while shown, hides or shows, not while it is hidden', () => {
    const { store } = formOf(form);
    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FormProvider store={store}>{children}</FormProvider>
    );
    const { result } = renderHook(
      () => {
        renders++;
        return useShownComponent('c');
      },
      { wrapper },
    );
    expect(result.current?.value).toBe(2);
    const first = renders;
    act(() => store.update({ type: 'set', id: 'a', value: 2 }));
    expect(result.current?.value).toBe(3);
    expect(renders).toBe(first + 1);
    act(() => store.update({ type: 'set', id: 'a', value: 6 }));
    expect(result.current).toBeUndefined();
    expect(renders).toBe(first + 2);
    // Hidden: its value changes (8, 9), its view is not rendered again.
    act(() => store.update({ type: 'set', id: 'a', value: 7 }));
    act(() => store.update({ type: 'set', id: 'a', value: 8 }));
    expect(store.getSnapshot().components.get('c')?.value).toBe(9);
    expect(renders).toBe(first + 2);
    act(() => store.update({ type: 'set', id: 'a', value: 3 }));
    expect(result.current?.value).toBe(4);
    expect(renders).toBe(first + 3);
  });
});
