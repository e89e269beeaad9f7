import { describe, expect, it } from 'vitest';
import { pointerIntent, type PointerIntent, type PointerPress } from './pointerIntent';

const base: PointerPress = {
  button: 'left',
  ctrl: false,
  shift: false,
  moveAsDefault: true,
  onAnnotation: false,
  curveInProgress: false,
};

describe('pointerIntent', () => {
  it.each<[string, Partial<PointerPress>, PointerIntent]>([
    ['left-click on empty canvas draws', {}, 'draw'],
    ['left-click on an annotation moves it by default', { onAnnotation: true }, 'move'],
    ['Shift-click on an annotation draws by default', { onAnnotation: true, shift: true }, 'draw'],
    [
      'without moveAsDefault a left-click on an annotation draws',
      { onAnnotation: true, moveAsDefault: false },
      'draw',
    ],
    ['without moveAsDefault Shift moves', { onAnnotation: true, moveAsDefault: false, shift: true }, 'move'],
    ['Shift on empty canvas draws', { shift: true }, 'draw'],
    ['Ctrl-click on an annotation deletes it', { onAnnotation: true, ctrl: true }, 'delete'],
    ['Ctrl-click on empty canvas draws', { ctrl: true }, 'draw'],
    [
      'disallowAnnotationMoving makes a click on an annotation draw',
      { onAnnotation: true, disallowAnnotationMoving: true },
      'draw',
    ],
    ['a curve under construction moves', { curveInProgress: true, shift: true }, 'move'],
    [
      'a curve under construction moves even when moving is disallowed',
      { curveInProgress: true, disallowAnnotationMoving: true },
      'move',
    ],
    ['right-click on an annotation deletes it', { button: 'right', onAnnotation: true }, 'delete'],
    ['right-click off an annotation with rightClickUndo none does nothing', { button: 'right' }, 'none'],
    [
      'right-click off an annotation with rightClickUndo color undoes',
      { button: 'right', rightClickUndo: 'color' },
      'undo',
    ],
    [
      'right-click off an annotation with rightClickUndo global undoes',
      { button: 'right', rightClickUndo: 'global' },
      'undo',
    ],
  ])('%s', (_, press, intent) => {
    expect(pointerIntent({ ...base, ...press })).toBe(intent);
  });
});
