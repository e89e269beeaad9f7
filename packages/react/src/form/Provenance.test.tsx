// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
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
});
