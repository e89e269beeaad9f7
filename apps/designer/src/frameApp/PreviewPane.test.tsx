// @vitest-environment jsdom
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionLog } from '../preview/actionLog';
import { usePreview } from '../preview/usePreview';
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
