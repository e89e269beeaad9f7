// @vitest-environment jsdom
import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileButton } from './FileButton';

function dataTransfer(types: string[], files: File[] = []) {
  return { types, files, dropEffect: 'none' };
}

describe('FileButton (the form list file actions)', () => {
  afterEach(cleanup);

  it('draws a button, not the browser file control with its "No file chosen"', () => {
    render(<FileButton onFile={() => undefined}>Import package (.fp)</FileButton>);
    const input = screen.getByLabelText('Import package (.fp)');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.className).toContain('fw-visually-hidden');
    expect(input.closest('label')?.className).toContain('fw-file-button');
  });

  it('takes a chosen file', async () => {
    const onFile = vi.fn();
    render(<FileButton onFile={onFile}>Import MRRT template</FileButton>);
    const file = new File(['<html></html>'], 't.html');
    await userEvent.upload(screen.getByLabelText('Import MRRT template'), file);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('takes a dropped file, and shows the drop target while a file is over it', () => {
    const onFile = vi.fn();
    render(<FileButton onFile={onFile}>Import openEHR template</FileButton>);
    const target = screen.getByLabelText('Import openEHR template').closest('label')!;
    const file = new File(['{}'], 'web.json');
    const over = createEvent.dragOver(target, { dataTransfer: dataTransfer(['Files'], [file]) });
    fireEvent(target, over);
    expect(over.defaultPrevented).toBe(true);
    expect(target.className).toContain('fw-drop-over');
    fireEvent.drop(target, { dataTransfer: dataTransfer(['Files'], [file]) });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(target.className).not.toContain('fw-drop-over');
  });

  it('ignores a form or folder dragged inside the page, and any drop while disabled', () => {
    const onFile = vi.fn();
    const { rerender } = render(<FileButton onFile={onFile}>Import FHIR Questionnaire</FileButton>);
    const target = screen.getByLabelText('Import FHIR Questionnaire').closest('label')!;
    const over = createEvent.dragOver(target, {
      dataTransfer: dataTransfer(['application/x-formwright-form']),
    });
    fireEvent(target, over);
    expect(over.defaultPrevented).toBe(false);
    rerender(
      <FileButton onFile={onFile} disabled>
        Import FHIR Questionnaire
      </FileButton>,
    );
    fireEvent.drop(target, { dataTransfer: dataTransfer(['Files'], [new File(['{}'], 'q.json')]) });
    expect(onFile).not.toHaveBeenCalled();
  });
});
