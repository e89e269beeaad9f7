// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderView } from '../../fields/testing/renderView';
import { TextAreaView } from './TextAreaView';

afterEach(cleanup);

const box = () => screen.getByLabelText('Notes') as HTMLTextAreaElement;

describe('TextAreaView', () => {
  it('is named by its label and stores typed lines', async () => {
    const view = renderView('- TextArea: { id: notes, label: Notes }', 'notes', TextAreaView);
    await userEvent.type(box(), 'a{Enter}b');
    expect(view.value()).toBe('a\nb');
  });

  it.each([
    ['rows auto, one line: minRows 2 by default', '', '', 2],
    ['rows auto grows with the text', '', 'a\nb\nc\nd', 4],
    ['rows auto stops at maxRows', 'maxRows: 3', 'a\nb\nc\nd\ne', 3],
    ['minRows raises the floor', 'minRows: 5', 'a', 5],
    ['a fixed row count', 'rows: 7', 'a', 7],
  ])('sizes the box: %s', (_, extra, text, rows) => {
    const view = renderView(
      `- TextArea: { id: notes, label: Notes${extra ? `, ${extra}` : ''} }`,
      'notes',
      TextAreaView,
    );
    act(() => view.store.update({ type: 'set', id: 'notes', value: text }));
    expect(box().rows).toBe(rows);
    expect(box().style.height).toBe(`${6 + 18 * rows}px`);
  });

  it.each([
    [undefined, 'soft'],
    [true, 'soft'],
    [false, 'off'],
  ])('with lineWrap %s wraps %s', (lineWrap, wrap) => {
    renderView(
      `- TextArea: { id: notes, label: Notes${lineWrap === undefined ? '' : `, lineWrap: ${lineWrap}`} }`,
      'notes',
      TextAreaView,
    );
    expect(box().getAttribute('wrap')).toBe(wrap);
  });

  it('is disabled when its disabled formula holds', () => {
    renderView('- TextArea: { id: notes, label: Notes, disabled: "=true" }', 'notes', TextAreaView);
    expect(box().disabled).toBe(true);
  });
});
