// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { SCRIPT_DOES_NOT_PARSE as FORM } from '@formwright/core/testing';
import { describe, expect, it } from 'vitest';
import { runForm } from '../../outer/pages/preview/runForm';
import { ActionLog } from './actionLog';
import { usePreview } from './usePreview';

// docs/architecture.md#loading-a-form: the designer follows core's one rule for a script that does not parse.
describe("the designer's preview of a form whose script does not parse", () => {
  it('shows the form with no unknown-function finding; its store reports the parse error once', async () => {
    const log = new ActionLog();
    const { result, unmount } = renderHook(() =>
      usePreview({ yaml: FORM.spec, script: FORM.script, providerNames: [], log }),
    );
    await waitFor(() => expect(result.current.store).toBeDefined(), { timeout: 10_000 });
    expect(result.current.diagnostics).toEqual([]);
    expect(result.current.fatal).toBe(false);
    const store = result.current.store!;
    store.mount();
    const script = store.getSnapshot().diagnostics.filter((d) => d.origin === 'script');
    expect(script).toHaveLength(1);
    expect(script[0]).toMatchObject(FORM.expected);
    unmount();
  });

  it('the preview page and /TemplateView load it as the runtime does', async () => {
    const form = await runForm(FORM.spec, FORM.script, { buildMode: true });
    expect(form.diagnostics).toEqual([]);
    form.store!.mount();
    const script = form.store!.getSnapshot().diagnostics.filter((d) => d.origin === 'script');
    expect(script).toHaveLength(1);
    expect(script[0]).toMatchObject(FORM.expected);
    form.store!.dispose();
    const fatal = await runForm(FORM.spec.replace(/^Components:[\s\S]*$/m, ''), FORM.script);
    expect(fatal.store).toBeUndefined();
    expect(fatal.diagnostics.at(-1)).toMatchObject(FORM.expected);
  });
});
