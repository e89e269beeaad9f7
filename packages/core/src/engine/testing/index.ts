import type { HelperHost } from '../../expr';
import { parseSpec, type ComponentNode, type FormSpec } from '../../specification';
import { ManualClock } from '../clock';
import type { ScriptRunner } from '../scripting';
import { createForm, type FormOptions, type FormStore } from '../store';

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

/**
 * A copy of a parsed spec with some properties of one component replaced, for specs parseSpec would
 * not let through (a static NaN, a broken template) that the engine must still survive.
 */
export function patchSpec(spec: FormSpec, id: string, props: Readonly<Record<string, unknown>>): FormSpec {
  const copies = new Map<ComponentNode, ComponentNode>();
  const copy = (n: ComponentNode): ComponentNode => {
    const known = copies.get(n);
    if (known) return known;
    const c: ComponentNode = {
      ...n,
      props: n.id === id ? { ...n.props, ...props } : n.props,
      children: n.children.map(copy),
      ...(n.tabs ? { tabs: n.tabs.map((t) => ({ ...t, components: t.components.map(copy) })) } : {}),
    };
    copies.set(n, c);
    return c;
  };
  return {
    ...spec,
    components: spec.components.map(copy),
    all: spec.all.map(copy),
    byId: new Map([...spec.byId].map(([k, n]): [string, ComponentNode] => [k, copy(n)])),
  };
}

/** A mounted store over `components` with a ManualClock (returned too): the script's init event has run. */
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
  store.mount();
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
