import type { RightClickUndo } from './annotation';

/** What a pointer press on the Painter canvas does (docs/components.md#painter). */
export type PointerIntent = 'move' | 'draw' | 'delete' | 'undo' | 'none';

/** The press: button, modifier keys, settings and what is under the cursor. */
export interface PointerPress {
  readonly button: 'left' | 'right';
  readonly ctrl: boolean;
  readonly shift: boolean;
  /** Painter moveAsDefault (default true): left-click on an annotation moves it and Shift draws. */
  readonly moveAsDefault: boolean;
  /** Whether a finished annotation is under the cursor. */
  readonly onAnnotation: boolean;
  /** Whether a curve under construction is under the cursor: always movable until complete. */
  readonly curveInProgress: boolean;
  /** Painter rightClickUndo (default none). */
  readonly rightClickUndo?: RightClickUndo;
  /** Painter disallowAnnotationMoving: finished annotations never move (left-click draws). */
  readonly disallowAnnotationMoving?: boolean;
}

/**
 * The intent of a press, in order: right-click deletes the annotation under the cursor, otherwise undoes
 * per rightClickUndo ('none' does nothing); a curve under construction moves; Ctrl-click on an annotation
 * deletes it; left-click on an annotation moves it unless Shift is held (with moveAsDefault false, only
 * Shift moves) or moving is disallowed; anything else draws.
 */
export function pointerIntent(p: PointerPress): PointerIntent {
  if (p.button === 'right') {
    if (p.onAnnotation) return 'delete';
    return (p.rightClickUndo ?? 'none') === 'none' ? 'none' : 'undo';
  }
  if (p.curveInProgress) return 'move';
  if (!p.onAnnotation) return 'draw';
  if (p.ctrl) return 'delete';
  const wantsMove = p.moveAsDefault ? !p.shift : p.shift;
  return wantsMove && !p.disallowAnnotationMoving ? 'move' : 'draw';
}
