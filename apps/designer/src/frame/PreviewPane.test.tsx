// @vitest-environment jsdom
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionLog } from './preview/actionLog';
import { usePreview } from './preview/usePreview';
import { FATAL_NOTICE, PreviewPane } from './PreviewPane';

const GOOD = `Metadata:
  lang: en
  title: Nodules
  description: D
ReportOutput:
  - text: 'Size {size} mm'
Components:
  - Number:
      id: size
      label: Nodule size
`;
// An unclosed flow sequence: YAML cannot be read, so no form can be made of the text.
const FATAL = GOOD.replace('  - Number:', '  - [Number:');

describe('the preview while the text has a fatal error', () => {
  afterEach(cleanup);

  it('usePreview marks a text no form can be made of as fatal, and keeps the last good store', async () => {
    const log = new ActionLog();
    const { result, rerender } = renderHook(
      ({ yaml }) => usePreview({ yaml, script: '', providerNames: [], log }),
      {
        initialProps: { yaml: GOOD },
      },
    );
    await waitFor(() => expect(result.current.store).toBeDefined());
    expect(result.current.fatal).toBe(false);
    const store = result.current.store;
    rerender({ yaml: FATAL });
    await waitFor(() => expect(result.current.parsedText).toBe(FATAL));
    expect(result.current.fatal).toBe(true);
    expect(result.current.store).toBe(store);
    rerender({ yaml: GOOD });
    await waitFor(() => expect(result.current.fatal).toBe(false));
  });

  it('says so and lists the error instead of showing the previous form', async () => {
    const log = new ActionLog();
    const { result, rerender } = renderHook(
      ({ yaml }) => usePreview({ yaml, script: '', providerNames: [], log }),
      {
        initialProps: { yaml: GOOD },
      },
    );
    await waitFor(() => expect(result.current.store).toBeDefined());
    const props = {
      theme: 'dark' as const,
      onLine: () => undefined,
      onReloadData: () => undefined,
      onClearState: () => undefined,
    };
    const view = render(<PreviewPane store={result.current.store} diagnostics={[]} {...props} />);
    expect(await screen.findByText('Nodule size')).toBeTruthy();
    expect(screen.queryByText(FATAL_NOTICE)).toBeNull();

    rerender({ yaml: FATAL });
    await waitFor(() => expect(result.current.fatal).toBe(true));
    view.rerender(
      <PreviewPane store={result.current.store} diagnostics={result.current.diagnostics} fatal {...props} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(FATAL_NOTICE);
    expect(screen.queryByText('Nodule size')).toBeNull();
    expect(screen.getByRole('list', { name: 'Errors' }).textContent).toMatch(/line/i);
  });
});

describe('the values entered in the preview', () => {
  afterEach(cleanup);

  const preview = (initial: { yaml: string; script?: string; reloadKey?: number }) => {
    const log = new ActionLog();
    const hook = renderHook(
      ({ yaml, script = '', reloadKey = 0 }: { yaml: string; script?: string; reloadKey?: number }) =>
        usePreview({ yaml, script, providerNames: [], log, reloadKey }),
      { initialProps: initial },
    );
    return { log, ...hook };
  };

  it('carry over to the form of the edited text, so the report shows the new wording with them', async () => {
    const { result, rerender, log } = preview({ yaml: GOOD });
    await waitFor(() => expect(result.current.store).toBeDefined());
    result.current.store!.update({ type: 'set', id: 'size', value: 7 });
    expect(result.current.store!.getSnapshot().report.markup).toContain('Size 7 mm');
    const steps = log.steps().length;

    const edited = GOOD.replace("'Size {size} mm'", "'Nodule of {size} mm'");
    rerender({ yaml: edited });
    await waitFor(() => expect(result.current.parsedText).toBe(edited));
    expect(result.current.store!.getSnapshot().report.markup).toContain('Nodule of 7 mm');
    // The carry-over is not the author's doing: the action log holds only what they did.
    expect(log.steps()).toHaveLength(steps);
  });

  it('are skipped for an id the edited text no longer has, and start afresh on Reload data sources', async () => {
    const { result, rerender } = preview({ yaml: GOOD });
    await waitFor(() => expect(result.current.store).toBeDefined());
    result.current.store!.update({ type: 'set', id: 'size', value: 7 });

    const renamed = GOOD.replace('id: size', 'id: diameter').replace('{size}', '{diameter}');
    rerender({ yaml: renamed });
    await waitFor(() => expect(result.current.parsedText).toBe(renamed));
    expect(result.current.store!.getSnapshot().report.markup).not.toContain('7');

    const back = renamed.replace("'Size", "'The size");
    rerender({ yaml: back });
    await waitFor(() => expect(result.current.parsedText).toBe(back));
    result.current.store!.update({ type: 'set', id: 'diameter', value: 9 });
    rerender({ yaml: back, reloadKey: 1 });
    await waitFor(() => expect(result.current.store!.getSnapshot().report.markup).not.toContain('9'));
  });
});
