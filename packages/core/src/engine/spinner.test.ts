import { describe, expect, it } from 'vitest';
// Here in engine/ because it proves the engine's own ManualClock drives the spinner (components may not
// import the engine); the spinner itself only needs the small SpinnerClock interface.
import { ManualClock } from './clock';
import { createSpinnerRepeat, tooltipState } from '../components/number/spinner';

function held() {
  const clock = new ManualClock();
  let steps = 0;
  const spinner = createSpinnerRepeat(clock, () => steps++);
  return { clock, spinner, steps: () => steps };
}

describe('createSpinnerRepeat', () => {
  it.each([
    [0, 1],
    [249, 1],
    [250, 2],
    [299, 2],
    [300, 3],
    [350, 4],
    [1000, 17],
  ])('after holding %d ms it has stepped %d times', (ms, steps) => {
    const h = held();
    h.spinner.press();
    h.clock.advance(ms);
    expect(h.steps()).toBe(steps);
  });

  it('stops repeating on release', () => {
    const h = held();
    h.spinner.press();
    h.clock.advance(260);
    h.spinner.release();
    expect(h.spinner.held).toBe(false);
    h.clock.advance(1000);
    expect(h.steps()).toBe(2);
    expect(h.clock.pending).toBe(0);
  });

  it('a quick click steps once', () => {
    const h = held();
    h.spinner.press();
    h.clock.advance(100);
    h.spinner.release();
    h.clock.advance(1000);
    expect(h.steps()).toBe(1);
  });

  it('pressing again restarts the hold with one step and keeps one timer', () => {
    const h = held();
    h.spinner.press();
    h.clock.advance(200);
    h.spinner.press();
    expect(h.clock.pending).toBe(1);
    h.clock.advance(249);
    expect(h.steps()).toBe(2);
    h.clock.advance(1);
    expect(h.steps()).toBe(3);
  });

  it('a step that releases the button ends the repeat', () => {
    const clock = new ManualClock();
    let steps = 0;
    const spinner = createSpinnerRepeat(clock, () => {
      if (++steps === 3) spinner.release();
    });
    spinner.press();
    clock.advance(1000);
    expect(steps).toBe(3);
    expect(clock.pending).toBe(0);
  });

  it('release without press does nothing', () => {
    const h = held();
    h.spinner.release();
    expect(h.steps()).toBe(0);
  });
});

describe('tooltipState', () => {
  it.each<[number | undefined, number, boolean, boolean]>([
    [undefined, 1000, true, false],
    [0, 199, true, false],
    [0, 200, true, true],
    [1000, 1500, true, true],
    [0, 500, false, false],
  ])('focused since %s, now %d, warning %s: visible %s', (since, now, warning, visible) => {
    expect(tooltipState(since, now, warning)).toBe(visible);
  });
});
