// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createContext, useContext, useEffect, useState } from 'react';
import { OwnRoot } from './OwnRoot';

afterEach(cleanup);

const Outer = createContext(0);

/** Counts its renders; reads the outer context, which must not reach it through OwnRoot. */
function Inner({ renders }: { renders: { n: number } }) {
  renders.n++;
  return <p>inner sees {useContext(Outer)}</p>;
}

describe('OwnRoot', () => {
  it('shows its children in a root of its own, laid out as the parent’s, and follows new children', async () => {
    const { container, rerender } = render(
      <OwnRoot>
        <p>first</p>
      </OwnRoot>,
    );
    await act(async () => {});
    expect(screen.getByText('first')).toBeTruthy();
    const host = container.firstElementChild as HTMLElement;
    expect(host.style.display).toBe('contents');
    expect((host.firstElementChild as HTMLElement).style.display).toBe('contents');
    rerender(
      <OwnRoot>
        <p>second</p>
      </OwnRoot>,
    );
    await act(async () => {});
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeTruthy();
  });

  it('keeps the parent’s context changes out: the children render only when their element changes', async () => {
    const renders = { n: 0 };
    const inner = <Inner renders={renders} />;
    let bump: () => void = () => {};
    function Parent() {
      const [value, setValue] = useState(1);
      bump = () => setValue((v) => v + 1);
      return (
        <Outer.Provider value={value}>
          <OwnRoot>{inner}</OwnRoot>
        </Outer.Provider>
      );
    }
    render(<Parent />);
    await act(async () => {});
    // A root of its own: the provider above is not its ancestor, so it reads the default.
    expect(screen.getByText('inner sees 0')).toBeTruthy();
    const before = renders.n;
    await act(async () => bump());
    await act(async () => bump());
    expect(renders.n).toBe(before);
  });

  it('unmounts its root after the parent’s commit when it leaves (effects cleaned up)', async () => {
    vi.useFakeTimers();
    const left = { cleaned: false };
    function Leaving() {
      useEffect(
        () => () => {
          left.cleaned = true;
        },
        [],
      );
      return <p>leaving</p>;
    }
    try {
      const { unmount } = render(
        <OwnRoot>
          <Leaving />
        </OwnRoot>,
      );
      await act(async () => {});
      expect(screen.getByText('leaving')).toBeTruthy();
      unmount();
      expect(left.cleaned).toBe(false);
      await act(async () => vi.runAllTimers());
      expect(left.cleaned).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
