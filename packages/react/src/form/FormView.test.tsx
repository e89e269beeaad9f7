// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createForm, parseSpec } from '@formwright/core';
import { specOf } from '@formwright/core/testing';
import { defaultViews } from '../views/index';
import type { ViewProps } from '../views/types';
import { FormView } from './FormView';
import { renderForm } from './renderForm.testing';
import type * as UseComponentModule from '../store/useComponent';

const failing = vi.hoisted(() => ({ id: undefined as string | undefined }));
vi.mock('../store/useComponent', async (importActual) => {
  const actual = await importActual<typeof UseComponentModule>();
  return {
    useComponent: (id: string) => {
      if (id === failing.id) throw new Error(`state of ${id} unreadable`);
      return actual.useComponent(id);
    },
    useShownComponent: (id: string) => {
      if (id === failing.id) throw new Error(`state of ${id} unreadable`);
      return actual.useShownComponent(id);
    },
  };
});

afterEach(cleanup);

function hidden(container: HTMLElement, name: string): HTMLInputElement | null {
  return container.querySelector(`input[type="hidden"][name="${name}"]`);
}

describe('FormView', () => {
  it('renders the hidden icon set and caps the scroll container at 75vh unless inPacs', () => {
    const { container, unmount } = renderForm('- Header: { id: h, header: Hello }');
    expect(container.querySelector('svg.fw-iconset symbol')).not.toBeNull();
    expect(container.querySelector('.fw-form')?.classList.contains('fw-in-pacs')).toBe(false);
    unmount();
    const inPacs = renderForm('- Header: { id: h, header: Hello }', { props: { inPacs: true } });
    expect(inPacs.container.querySelector('.fw-form')?.classList.contains('fw-in-pacs')).toBe(true);
  });

  it('uses the dark theme by default and the light theme when asked', () => {
    const dark = renderForm('- Header: { id: h, header: Hello }');
    expect(dark.container.querySelector('.fw-form')?.getAttribute('data-theme')).toBe('dark');
    dark.unmount();
    const light = renderForm('- Header: { id: h, header: Hello }', { props: { theme: 'light' } });
    expect(light.container.querySelector('.fw-form')?.classList.contains('fw-theme-light')).toBe(true);
  });

  it('mounts the store while shown and unmounts it on cleanup, also under StrictMode', () => {
    const store = createForm(specOf('- Header: { id: h, header: Hello }'));
    const mount = vi.spyOn(store, 'mount');
    const unmountSpy = vi.spyOn(store, 'unmount');
    const { unmount } = render(
      <StrictMode>
        <FormView store={store} />
      </StrictMode>,
    );
    expect(mount).toHaveBeenCalled();
    expect(mount.mock.calls.length).toBe(unmountSpy.mock.calls.length + 1);
    unmount();
    expect(mount.mock.calls.length).toBe(unmountSpy.mock.calls.length);
  });

  it('renders one hidden input per field with its attributes, plus #Report and #ReportMarkup, kept current', () => {
    const { container, store } = renderForm(
      '- Text: { id: name, worklistAttribute: PatientName }\n- Checkbox: { id: ok, label: OK }',
      { report: '- text: "Name: <b>{name}</b>"' },
    );
    expect(hidden(container, 'name')?.getAttribute('data-field-type')).toBe('0');
    expect(hidden(container, 'name')?.getAttribute('data-worklist-attribute')).toBe('PatientName');
    expect(hidden(container, 'ok')?.getAttribute('data-field-type')).toBe('3');
    act(() => store.update({ type: 'set', id: 'name', value: 'Ada' }));
    expect(hidden(container, 'name')?.value).toBe('Ada');
    expect(hidden(container, '#Report')?.value).toBe('Name: Ada');
    expect(hidden(container, '#Report')?.getAttribute('data-report')).toBe('text');
    expect(hidden(container, '#ReportMarkup')?.value).toBe('Name: <b>Ada</b>');
    expect(hidden(container, '#ReportMarkup')?.getAttribute('data-report')).toBe('markup');
  });

  it('writes a changed value into the hidden input the host holds, every time, before the frame', () => {
    const { container, store } = renderForm(
      '- Text: { id: a }\n- Number: { id: b }\n- Text: { id: c, value: "=a" }',
    );
    const a = hidden(container, 'a');
    const c = hidden(container, 'c');
    for (const value of ['one', 'two', '']) {
      act(() => store.update({ type: 'set', id: 'a', value }));
      // The same elements (a host may keep a reference), their values current.
      expect(hidden(container, 'a')).toBe(a);
      expect(a?.value).toBe(value);
      expect(c?.value).toBe(value);
      expect(hidden(container, 'b')?.value).toBe('');
    }
    act(() => store.update({ type: 'set', id: 'b', value: 4 }));
    expect(hidden(container, 'b')?.value).toBe('4');
    expect(a?.value).toBe('');
  });

  it('gives the diagnostic codes their hidden input', () => {
    const text = [
      'Metadata: { lang: en, title: T, description: D }',
      'Components:',
      '  - Text: { id: t }',
      'ReportOutput: []',
      'DiagnosticCodes:',
      '  codeGroups: "A|B;C"',
    ].join('\n');
    const parsed = parseSpec(text);
    if (!parsed.spec) throw new Error(parsed.diagnostics.map((d) => d.message).join('\n'));
    const { container } = render(<FormView store={createForm(parsed.spec)} />);
    const codes = hidden(container, '#DiagnosticCodes');
    expect(codes?.getAttribute('data-diagnostic-codes')).toBe('true');
  });

  it('renders nothing for an invisible component', () => {
    renderForm('- Header: { id: a, header: Shown }\n- Header: { id: b, header: Gone, hidden: "true" }');
    expect(screen.getByText('Shown')).toBeTruthy();
    expect(screen.queryByText('Gone')).toBeNull();
  });

  it('catches a throwing view in its own boundary while the rest of the form renders', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Boom(): never {
      throw new Error('view exploded');
    }
    renderForm('- Header: { id: a, header: Kept }\n- HR: { id: rule }', {
      props: { views: { ...defaultViews, HR: Boom as unknown as (p: ViewProps<'HR'>) => null } },
    });
    expect(screen.getByText('Kept')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('view exploded');
    error.mockRestore();
  });

  it('shows the boundary texts (docs/diagnostics.md, code boundary) and a Reload button when the form itself fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Reading a component's state outside any view's boundary fails: only the form's boundary catches it.
    failing.id = 'rule';
    renderForm('- HR: { id: rule }');
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByText('state of rule unreadable')).toBeTruthy();
    expect(screen.getByText('This message might get stuck. You can try to reload')).toBeTruthy();
    failing.id = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect(document.querySelector('hr.fw-hr')).not.toBeNull();
    error.mockRestore();
  });

  it('clears a form-level error when the same store object starts showing a new spec (the designer preview)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A store that forwards to the current one of a series, as the designer's preview store does.
    let current = createForm(specOf('- HR: { id: rule }'));
    const listeners = new Set<() => void>();
    const store = new Proxy({} as typeof current, {
      get: (_, key) =>
        key === 'subscribe'
          ? (l: () => void) => (listeners.add(l), () => listeners.delete(l))
          : key === 'getSnapshot'
            ? () => current.getSnapshot()
            : (current[key as keyof typeof current] as unknown),
    });
    failing.id = 'rule';
    render(<FormView store={store} />);
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    failing.id = undefined;
    act(() => {
      current = createForm(specOf('- HR: { id: rule }\n- Text: { id: note, label: Fixed }'));
      for (const l of [...listeners]) l();
    });
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    expect(screen.getByLabelText('Fixed')).toBeTruthy();
    error.mockRestore();
  });

  it('lists specification and runtime errors in build mode, each reporting its line', () => {
    const text = [
      'Metadata: { lang: en, title: T, description: D }',
      'Components:',
      '  - Number: { id: n, value: 1 }',
      '  - Bogus: { id: b }',
      'ReportOutput: []',
    ].join('\n');
    const parsed = parseSpec(text);
    const spec = parsed.runnable;
    if (!spec) throw new Error('not runnable');
    const onSpecLine = vi.fn();
    render(
      <FormView
        store={createForm(spec)}
        buildMode
        specDiagnostics={parsed.diagnostics}
        onSpecLine={onSpecLine}
      />,
    );
    const entry = screen.getByText(/^YAML error: .*Bogus.* at line: 4$/);
    fireEvent.click(entry);
    expect(onSpecLine).toHaveBeenCalledWith(4);
  });

  it('does not show the error display outside build mode', () => {
    const text =
      'Metadata: { lang: en, title: T, description: D }\nComponents:\n  - Bogus: { id: b }\nReportOutput: []';
    const parsed = parseSpec(text);
    render(<FormView store={createForm(parsed.runnable!)} specDiagnostics={parsed.diagnostics} />);
    expect(screen.queryByText(/YAML error/)).toBeNull();
  });

  it('reports the specification line of a Ctrl+Alt+clicked component in build mode only', () => {
    const onSpecLine = vi.fn();
    const { unmount } = renderForm(
      '- Header: { id: a, header: First }\n- Header: { id: b, header: Second }',
      {
        props: { buildMode: true, onSpecLine },
      },
    );
    fireEvent.click(screen.getByText('Second'));
    expect(onSpecLine).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Second'), { ctrlKey: true, altKey: true });
    // specOf writes Metadata on lines 1–4, 'Components:' on 5: the second entry is on line 7.
    expect(onSpecLine).toHaveBeenCalledWith(7);
    unmount();
    const off = vi.fn();
    renderForm('- Header: { id: a, header: First }', { props: { onSpecLine: off } });
    fireEvent.click(screen.getByText('First'), { ctrlKey: true, altKey: true });
    expect(off).not.toHaveBeenCalled();
  });

  it('sets the row gap from Metadata.defaults.rowSpacing', () => {
    const { container } = renderForm('- HR: { id: r }', { metadata: 'defaults: { rowSpacing: airy }' });
    expect(container.querySelector('.fw-scroll')?.getAttribute('data-spacing')).toBe('airy');
  });

  it('renders a new store given in place of the old one, unmounting the old', () => {
    const a = createForm(specOf('- Header: { id: h, header: Old form }\n- Text: { id: old }'));
    const b = createForm(specOf('- Header: { id: h, header: New form }\n- Text: { id: fresh }'));
    const unmountA = vi.spyOn(a, 'unmount');
    const { rerender, container } = render(<FormView store={a} />);
    expect(screen.getByText('Old form')).toBeTruthy();
    rerender(<FormView store={b} />);
    expect(unmountA).toHaveBeenCalled();
    expect(screen.getByText('New form')).toBeTruthy();
    expect(hidden(container, 'old')).toBeNull();
    expect(hidden(container, 'fresh')).not.toBeNull();
  });

  it('is a form landmark named by the form title', () => {
    renderForm('- Header: { id: h, header: Hello }');
    // specOf titles every test form 'T'.
    expect(screen.getByRole('form', { name: 'T' })).toBeTruthy();
  });
});
