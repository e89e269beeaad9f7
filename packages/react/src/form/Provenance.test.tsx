// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { useFeeds } from './Provenance';
import { renderForm } from './renderForm.testing';

afterEach(cleanup);

const components = [
  '- Number: { id: size, label: Size }',
  '- Text: { id: side, label: Side }',
  '- Text: { id: note, label: Note }',
].join('\n');
const report = [
  '- text: "Nodule {side} {size} mm."',
  '- text: "Note: {note}."',
  '  if: "=!IsEmpty(note)"',
].join('\n');

describe('sentence provenance in build mode', () => {
  it('hovering a piece highlights the fields it read; a field lists the sentences it feeds', () => {
    const onSpecLine = vi.fn();
    const r = renderForm(components, { report, props: { buildMode: true, onSpecLine } });
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Side'), { target: { value: 'left' } });
    const piece = r.container.querySelector('[data-fw-piece="ReportOutput[0]"]') as HTMLElement;
    expect(piece.textContent).toContain('Nodule left 9 mm.');
    fireEvent.mouseEnter(piece);
    const lit = [...r.container.querySelectorAll('[data-fw-highlighted="true"]')].map((e) =>
      e.getAttribute('data-fw-id'),
    );
    expect(lit.sort()).toEqual(['side', 'size']);
    fireEvent.mouseLeave(piece);
    expect(r.container.querySelectorAll('[data-fw-highlighted="true"]')).toHaveLength(0);

    // The removed piece is listed as removed.
    const removed = r.container.querySelector('.fw-provenance__removed [data-fw-piece="ReportOutput[1]"]');
    expect(removed?.textContent).toContain('condition is false');

    fireEvent.click(r.container.querySelector('[data-fw-feeds-for="note"]') as HTMLElement);
    expect(r.container.querySelector('[data-fw-feeds-list="note"]')?.textContent).toContain(
      'ReportOutput[1]',
    );

    fireEvent.click(piece, { ctrlKey: true, altKey: true });
    expect(onSpecLine).toHaveBeenCalledWith(r.store.getSnapshot().spec.reportOutput[0]?.range.line);
  });

  it('shows nothing of it outside build mode', () => {
    const r = renderForm(components, { report });
    expect(r.container.querySelector('.fw-provenance')).toBeNull();
    expect(r.container.querySelector('.fw-feeds')).toBeNull();
  });

  it("keeps a field's feeds while its sentences show the same, so its marker skips other fields' changes", () => {
    const r = renderForm(components, { report, props: { buildMode: true } });
    fireEvent.change(screen.getByLabelText('Side'), { target: { value: 'left' } });
    const note = renderHook(() => useFeeds(r.store, 'note'));
    const size = renderHook(() => useFeeds(r.store, 'size'));
    const [noteBefore, sizeBefore] = [note.result.current, size.result.current];
    expect(noteBefore.map((p) => p.site)).toEqual(['ReportOutput[1]']);
    act(() => {
      fireEvent.change(screen.getByLabelText('Size'), { target: { value: '7' } });
    });
    // A new snapshot and provenance, but the note's sentence shows the same: the same array.
    expect(note.result.current).toBe(noteBefore);
    // The size's sentence changed: a new array with the new text.
    expect(size.result.current).not.toBe(sizeBefore);
    expect(size.result.current[0]?.text).toContain('7 mm');
  });
});
