import type { HelperHost } from '../expr';
import { parseSpec, type FormSpec } from '../spec';
import { ManualClock } from './clock';
import type { ScriptRunner } from './scripting';
import { createForm, type FormOptions, type FormStore } from './store';

/**
 * Test support (not exported from the engine's index): builds a form from YAML component entries, on a
 * ManualClock, and reads values by id.
 */

/** A spec from the YAML text of the Components list (and optional ReportOutput and Metadata extras). */
export function specOf(
  components: string,
  extra: { report?: string; metadata?: string; scriptFunctions?: readonly string[] } = {},
): FormSpec {
  const indent = (s: string) =>
    s
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n');
  const text = [
    'Metadata:',
    '  lang: en',
    '  title: T',
    '  description: D',
    ...(extra.metadata ? [indent(extra.metadata)] : []),
    'Components:',
    indent(components),
    'ReportOutput:',
    extra.report ? indent(extra.report) : '  []',
  ].join('\n');
  const r = parseSpec(text, extra.scriptFunctions ? { scriptFunctions: extra.scriptFunctions } : {});
  if (!r.spec)
    throw new Error(
      `test spec does not parse:\n${r.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('\n')}\n${text}`,
    );
  return r.spec;
}

/** A store over `components` with a ManualClock (returned too). */
export function formOf(
  components: string,
  extra: { report?: string; metadata?: string; script?: ScriptRunner; options?: FormOptions } = {},
): {
  store: FormStore;
  clock: ManualClock;
  value: (id: string) => unknown;
  prop: (id: string, p: string) => unknown;
} {
  const clock = new ManualClock();
  const store = createForm(
    specOf(components, {
      ...extra,
      ...(extra.script ? { scriptFunctions: extra.script.functionNames } : {}),
    }),
    {
      clock,
      ...(extra.script ? { script: extra.script } : {}),
      ...extra.options,
    },
  );
  return {
    store,
    clock,
    value: (id) => store.getSnapshot().components.get(id)?.value,
    prop: (id, p) => store.getSnapshot().components.get(id)?.props[p],
  };
}

/** A script double: records events and runs `onEvent` with the host (no sandbox needed). */
export function fakeScript(
  onEvent: (event: { reason: string; source?: string; data?: unknown }, host: HelperHost) => void = () => {},
  functions: Record<string, (args: readonly unknown[], host: HelperHost) => unknown> = {},
): ScriptRunner & { events: { reason: string; source?: string; data?: unknown }[] } {
  const events: { reason: string; source?: string; data?: unknown }[] = [];
  return {
    events,
    functionNames: Object.keys(functions),
    call: (name, args, host) => functions[name]?.(args, host),
    runEvent(event, host) {
      events.push(event);
      onEvent(event, host);
    },
    diagnostics: [],
    dispose() {},
  };
}
