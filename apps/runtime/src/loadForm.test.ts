import { SCRIPT_DOES_NOT_PARSE as FORM } from '@formwright/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { CHUNKS, loadForm } from './loadForm';

// The lazily loaded chunks, imported from their sources rather than by URL beside a built bundle.
vi.mock('./chunkUrl', () => ({
  importChunk: (file: string) => (file === CHUNKS.parse ? import('./lazy/parse') : import('./lazy/script')),
}));

const hooks = { onProviderUpdateRequest: () => undefined };

// docs/architecture.md#loading-a-form: the runtime follows core's one rule for a script that does not parse.
describe('the runtime and a form whose script does not parse', () => {
  it('runs the form, with no unknown-function finding; the running form reports the parse error once', async () => {
    const loaded = await loadForm({ spec: FORM.spec, script: FORM.script, buildMode: true }, hooks);
    expect(loaded.specDiagnostics).toEqual([]);
    const store = loaded.store!;
    store.mount();
    const script = store.getSnapshot().diagnostics.filter((d) => d.origin === 'script');
    expect(script).toHaveLength(1);
    expect(script[0]).toMatchObject(FORM.expected);
    store.dispose();
  });

  it('lists the parse error after the specification errors of a form that cannot run', async () => {
    const fatal = FORM.spec.replace(/^Components:[\s\S]*$/m, '');
    const loaded = await loadForm({ spec: fatal, script: FORM.script }, hooks);
    expect(loaded.store).toBeUndefined();
    expect(loaded.specDiagnostics[0]?.code).toBe('no-components');
    expect(loaded.specDiagnostics.at(-1)).toMatchObject(FORM.expected);
  });
});
