import { describe, expect, it } from 'vitest';
import { loadContent, markSaved, setContent, undoContent, UNDO_HISTORY_SIZE } from './history';

describe('the editor content history', () => {
  it('loading content clears the history and marks it saved', () => {
    expect(loadContent('a')).toEqual({ text: 'a', history: [], unsaved: false });
  });

  it('setting content pushes the previous text and marks it unsaved', () => {
    expect(setContent(loadContent('a'), 'b')).toEqual({ text: 'b', history: ['a'], unsaved: true });
  });

  it('ignores identical content', () => {
    const state = loadContent('a');
    expect(setContent(state, 'a')).toBe(state);
  });

  it('keeps at most 10 entries, dropping the oldest', () => {
    let state = loadContent('0');
    for (let i = 1; i <= 12; i++) state = setContent(state, String(i));
    expect(UNDO_HISTORY_SIZE).toBe(10);
    expect(state.history).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });

  it('undo pops the history and marks it unsaved; an empty history changes nothing', () => {
    const saved = markSaved(setContent(loadContent('a'), 'b'));
    const undone = undoContent(saved);
    expect(undone).toEqual({ text: 'a', history: [], unsaved: true });
    expect(undoContent(undone)).toBe(undone);
  });
});
