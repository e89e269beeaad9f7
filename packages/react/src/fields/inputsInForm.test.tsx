// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { renderForm } from '../form/renderForm.testing';
import { defaultViews } from '../views/index';
import type { ViewMap, ViewProps } from '../views/types';

afterEach(cleanup);

const FORM = [
  '- Text: { id: finding, label: Finding }',
  '- Number: { id: size, label: Size, suffix: mm }',
  '- Option: { id: side, label: Side, options: [Left, Right] }',
  '- Checkbox: { id: contrast, label: Contrast }',
  '- CheckboxList: { id: signs, label: Signs, options: [Edema, Necrosis] }',
  '- Date: { id: exam, label: Exam date }',
].join('\n');

/** The default views, each wrapped to count its renders by instance id. */
function countingViews(renders: Map<string, number>): ViewMap {
  const wrapped: Record<string, ComponentType<ViewProps>> = {};
  for (const [type, View] of Object.entries(defaultViews)) {
    const Inner = View as ComponentType<ViewProps>;
    wrapped[type] = function Counted(props: ViewProps) {
      renders.set(props.state.id, (renders.get(props.state.id) ?? 0) + 1);
      return <Inner {...props} />;
    };
  }
  return wrapped as unknown as ViewMap;
}

describe('the input views in a whole form', () => {
  it('re-renders only the component a keystroke changed', async () => {
    const renders = new Map<string, number>();
    renderForm(FORM, { props: { views: countingViews(renders) } });
    const before = new Map(renders);
    await userEvent.type(screen.getByLabelText('Finding'), 'abc');
    for (const id of ['size', 'side', 'contrast', 'signs', 'exam']) {
      expect(renders.get(id), id).toBe(before.get(id));
    }
    expect(renders.get('finding') ?? 0).toBeGreaterThan(before.get('finding') ?? 0);
  });

  it('fills every input by keyboard alone, in document order', async () => {
    const { store } = renderForm(FORM);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Finding'));
    await user.keyboard('mass');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Size'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Left' }));
    await user.keyboard('{ArrowRight} ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Contrast' }));
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Edema' }));
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Exam date'));
    const values = Object.fromEntries(
      ['finding', 'size', 'side', 'contrast', 'signs'].map((id) => [
        id,
        store.getSnapshot().components.get(id)?.value,
      ]),
    );
    expect(values).toEqual({ finding: 'mass', size: 2, side: 'Right', contrast: true, signs: ['Edema'] });
  });

  it('names an input without a label of its own by its Row label, else by its name', () => {
    renderForm(
      [
        '- Row:',
        '    label: Lesion size',
        '    components:',
        '      - Number: { id: size }',
        '- Text: { id: other, name: Other finding }',
      ].join('\n'),
    );
    expect(screen.getByRole('spinbutton', { name: 'Lesion size' }).id).toBe('fw-size');
    expect(screen.getByRole('textbox', { name: 'Other finding' }).id).toBe('fw-other');
  });
});

const isDisabledEl = (el: HTMLElement) => (el as HTMLInputElement).disabled;

describe('a disabled container (issue 20 item 10)', () => {
  it('makes every input inside it read-only on screen, and typing changes nothing', async () => {
    const { store } = renderForm(
      [
        '- Checkbox: { id: lock, label: Lock }',
        '- Section:',
        '    id: s',
        "    disabled: '=lock'",
        '    components:',
        '      - ComponentGroup:',
        '          id: g',
        '          components:',
        `${FORM.replace(/^/gm, '            ')}`,
      ].join('\n'),
    );
    const user = userEvent.setup();
    expect(isDisabledEl(screen.getByLabelText('Finding'))).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Lock' }));
    for (const label of ['Finding', 'Size', 'Exam date'])
      expect(isDisabledEl(screen.getByLabelText(label)), label).toBe(true);
    expect(isDisabledEl(screen.getByRole('radio', { name: 'Left' }))).toBe(true);
    expect(isDisabledEl(screen.getByRole('checkbox', { name: 'Contrast' }))).toBe(true);
    await user.type(screen.getByLabelText('Finding'), 'abc');
    expect(store.getSnapshot().components.get('finding')?.value).toBeUndefined();
    await user.click(screen.getByRole('checkbox', { name: 'Lock' }));
    expect(isDisabledEl(screen.getByLabelText('Finding'))).toBe(false);
  });
});
