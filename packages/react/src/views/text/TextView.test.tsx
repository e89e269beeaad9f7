// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderView } from '../../fields/testing/renderView';
import { TextView } from './TextView';

const g = globalThis as { SpeechRecognition?: unknown };

afterEach(() => {
  cleanup();
  delete g.SpeechRecognition;
});

/** A stand-in for the browser's speech recognition that the test drives by hand. */
class FakeRecognition {
  static last: FakeRecognition | undefined;
  lang = '';
  continuous = false;
  interimResults = true;
  started = false;
  onresult: ((e: unknown) => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  say(text: string) {
    const result = Object.assign([{ transcript: text }], { isFinal: true });
    this.onresult?.({ resultIndex: 0, results: [result] });
  }
}

describe('TextView', () => {
  it('is named by its label and stores what the user types', async () => {
    const view = renderView(
      '- Text: { id: finding, label: Finding, placeholder: none seen }',
      'finding',
      TextView,
    );
    const input = screen.getByLabelText('Finding');
    expect(input.getAttribute('placeholder')).toBe('none seen');
    await userEvent.type(input, 'cyst');
    expect(view.value()).toBe('cyst');
    expect((input as HTMLInputElement).value).toBe('cyst');
  });

  it('shows a value set by a formula of another field', () => {
    const view = renderView(
      '- Text: { id: a, label: A }\n- Text: { id: b, label: B, value: "=a" }',
      'b',
      TextView,
    );
    expect((screen.getByLabelText('B') as HTMLInputElement).value).toBe('');
    act(() => view.store.update({ type: 'set', id: 'a', value: 'left kidney' }));
    expect((screen.getByLabelText('B') as HTMLInputElement).value).toBe('left kidney');
  });

  it('is disabled when its disabled formula holds, and typing changes nothing', async () => {
    const view = renderView('- Text: { id: t, label: T, disabled: "=true" }', 't', TextView);
    const input = screen.getByLabelText('T') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    await userEvent.type(input, 'x');
    expect(view.value()).toBeUndefined();
  });

  it('shows prefix and suffix around the input', () => {
    renderView(
      '- Text: { id: t, label: T, prefix: approx., suffix: cm, suffixStyle: italic }',
      't',
      TextView,
    );
    expect(screen.getByText('approx.').className).toContain('fw-prefix');
    expect(screen.getByText('cm').className).toContain('fw-affix--italic');
  });

  it('offers no dictation where the browser has no speech recognition', () => {
    renderView('- Text: { id: t, label: T }', 't', TextView);
    expect(screen.queryByRole('button', { name: 'Dictate' })).toBeNull();
  });

  it('appends each spoken phrase to the value when the browser can recognise speech', async () => {
    g.SpeechRecognition = FakeRecognition;
    const view = renderView('- Text: { id: t, label: T, value: Mild }', 't', TextView);
    await userEvent.click(screen.getByRole('button', { name: 'Dictate' }));
    expect(FakeRecognition.last?.started).toBe(true);
    expect(FakeRecognition.last?.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'Stop dictation' }).getAttribute('aria-pressed')).toBe('true');
    act(() => FakeRecognition.last?.say('effusion'));
    expect(view.value()).toBe('Mild effusion');
    await userEvent.click(screen.getByRole('button', { name: 'Stop dictation' }));
    expect(screen.getByRole('button', { name: 'Dictate' })).toBeTruthy();
  });

  it('offers no dictation when speechEnabled is false', () => {
    g.SpeechRecognition = FakeRecognition;
    renderView('- Text: { id: t, label: T, speechEnabled: false }', 't', TextView);
    expect(screen.queryByRole('button', { name: 'Dictate' })).toBeNull();
  });

  it.each([
    ['a keyword', 'size: xl', '26rem'],
    ['a number of rem', 'size: 7', '7rem'],
    ['a percentage', 'size: "50%"', '50%'],
    ['a formula', 'size: "=\'l\'"', '18rem'],
  ])('takes its width from size as %s', (_, size, width) => {
    renderView(`- Text: { id: t, label: T, ${size} }`, 't', TextView);
    expect((screen.getByLabelText('T').parentElement as HTMLElement).style.width).toBe(width);
  });

  it('keeps the dictation button out of the tab order and toggles dictation with Ctrl+Shift+S in the field', async () => {
    g.SpeechRecognition = FakeRecognition;
    renderView('- Text: { id: t, label: T }\n', 't', TextView);
    const input = screen.getByLabelText('T');
    expect(input.getAttribute('aria-keyshortcuts')).toBe('Control+Shift+S');
    expect(screen.getByRole('button', { name: 'Dictate' }).tabIndex).toBe(-1);
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}{Shift>}S{/Shift}{/Control}');
    expect(screen.getByRole('button', { name: 'Stop dictation' })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
  });
});
