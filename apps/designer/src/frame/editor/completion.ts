/**
 * Completion from the component definitions (Ctrl+Space): component types after `- `, the properties
 * valid for the enclosing component, enum values after `prop: `, and inside formulas and `{…}`
 * placeholders the form's component ids, `id.` their properties and derived values, and the helper
 * functions with their signatures. Each option carries its help text.
 */
import {
  autocompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import {
  componentDefinitions,
  documentedHelpers,
  getComponentDefinition,
  metadataSchema,
  TOP_LEVEL_KEYS,
  type DocumentedHelper,
} from '@formwright/core/authoring';
import { declaredIds, enclosingType, inExpression, topLevelSection } from './specContext';

/** One completion: what is inserted, its kind, and help. */
export interface SpecCompletion {
  readonly label: string;
  readonly type: 'class' | 'property' | 'enum' | 'variable' | 'function';
  readonly detail?: string;
  readonly info?: string;
  /** Text inserted instead of the label (a property gets `label: `). */
  readonly apply?: string;
  /** The completion replaces the line's indentation too (a top-level section typed on an indented line). */
  readonly fromLineStart?: boolean;
}

/** A helper's signature: `Name(a, b?, ...rest)`. */
export function helperSignature(helper: Pick<DocumentedHelper, 'name' | 'params'>): string {
  const params = helper.params.map((p) => `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}`);
  return `${helper.name}(${params.join(', ')})`;
}

function typeCompletions(): SpecCompletion[] {
  return componentDefinitions
    .filter((d) => !d.toolboxHidden || d.type === 'Section')
    .map((d) => ({
      label: d.type,
      type: 'class' as const,
      detail: d.family,
      info: d.description,
      apply: `${d.type}:`,
    }));
}

function propertyCompletions(type: string): SpecCompletion[] {
  const def = getComponentDefinition(type);
  if (!def) return [];
  return Object.entries(def.properties).map(([name, schema]) => ({
    label: name,
    type: 'property' as const,
    detail: Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type as string | undefined),
    info: schema.description,
    apply: `${name}: `,
  }));
}

function enumCompletions(type: string, property: string): SpecCompletion[] {
  const schema = getComponentDefinition(type)?.properties[property];
  if (!schema) return [];
  const values = schema.enum ?? (schema.type === 'boolean' ? [true, false] : []);
  return values.map((v) => ({ label: String(v), type: 'enum' as const, info: schema.description }));
}

/** The skeleton's sections not yet written, required ones first; `fromLineStart` on an indented line. */
function sectionCompletions(text: string, indented: boolean): SpecCompletion[] {
  const present = new Set(text.split('\n').map((l) => /^([A-Za-z]+)\s*:/.exec(l)?.[1]));
  const help: Record<string, string> = {
    Metadata: 'Language, title and description of the form, and form-wide settings (required).',
    Components: 'The fields and layout of the form, one `- Type:` entry each (required).',
    ReportOutput: 'The report text: a list of `- text:` items with placeholders (required).',
  };
  return TOP_LEVEL_KEYS.filter((k) => !present.has(k)).map((k) => ({
    label: k,
    type: 'class' as const,
    detail: k in help ? 'section' : 'optional section',
    info: help[k] ?? 'An optional top-level section.',
    apply: `${k}:`,
    ...(indented ? { fromLineStart: true } : {}),
  }));
}

/** Properties from a JSON Schema object fragment, required ones first, minus those already written. */
function schemaKeyCompletions(
  schema: { properties?: Record<string, { description?: string; type?: unknown }>; required?: string[] },
  written: ReadonlySet<string>,
): SpecCompletion[] {
  const required = schema.required ?? [];
  const names = Object.keys(schema.properties ?? {}).filter((n) => !written.has(n));
  names.sort((a, b) => Number(required.includes(b)) - Number(required.includes(a)));
  return names.map((name) => {
    const s = schema.properties?.[name];
    return {
      label: name,
      type: 'property' as const,
      detail: required.includes(name) ? 'required' : typeof s?.type === 'string' ? s.type : undefined,
      info: s?.description,
      apply: `${name}: `,
    };
  });
}

/** The keys of one ReportOutput item (the Report component's item schema). */
function reportItemSchema(): Parameters<typeof schemaKeyCompletions>[0] {
  const items = getComponentDefinition('Report')?.properties.items as
    { items?: Parameters<typeof schemaKeyCompletions>[0] } | undefined;
  return items?.items ?? { properties: { text: { description: 'The report text.' } } };
}

/** Keys already written at `indent` in the block around `lineIndex` (siblings of the line). */
function siblingKeys(lines: readonly string[], lineIndex: number, indent: number): Set<string> {
  const keys = new Set<string>();
  const scan = (from: number, step: number) => {
    for (let i = from; i >= 0 && i < lines.length; i += step) {
      const line = lines[i] ?? '';
      if (line.trim() === '') continue;
      const lineIndent = /^\s*/.exec(line)?.[0].length ?? 0;
      const key = /^\s*(?:-\s+)?([A-Za-z0-9_]+)\s*:/.exec(line)?.[1];
      const dashKey = /^\s*-\s+/.exec(line)?.[0].length;
      // The item's first key sits on its dash line: `  - text: …`.
      if (step < 0 && dashKey === indent && key) keys.add(key);
      if (dashKey !== undefined && lineIndent < indent) return;
      if (lineIndent < indent) return;
      if (lineIndent === indent && key) keys.add(key);
    }
  };
  scan(lineIndex - 1, -1);
  scan(lineIndex + 1, 1);
  return keys;
}

/** Completions for a key outside any component: the skeleton's sections, Metadata's keys, a report item's. */
function skeletonCompletions(
  text: string,
  lines: readonly string[],
  lineIndex: number,
  before: string,
): SpecCompletion[] {
  const indent = /^\s*/.exec(before)?.[0].length ?? 0;
  const dash = /^\s*-\s+/.exec(before)?.[0].length;
  if (indent === 0 && dash === undefined) return sectionCompletions(text, false);
  const section = topLevelSection(lines, lineIndex);
  const keyColumn = dash ?? indent;
  const written = siblingKeys(lines, lineIndex, keyColumn);
  let keys: SpecCompletion[] = [];
  if (section === 'Metadata' && dash === undefined && indent === 2) {
    keys = schemaKeyCompletions(metadataSchema as Parameters<typeof schemaKeyCompletions>[0], written);
  } else if (section === 'ReportOutput' && keyColumn === 4) {
    keys = schemaKeyCompletions(reportItemSchema(), written);
  }
  return dash === undefined ? [...keys, ...sectionCompletions(text, true)] : keys;
}

function expressionCompletions(text: string, before: string): { from: number; options: SpecCompletion[] } {
  const member = /([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z0-9_]*)$/.exec(before);
  const ids = declaredIds(text);
  if (member?.[1]) {
    const type = ids.get(member[1]) ?? (member[1] === 'ListItem' ? 'ListItem' : undefined);
    if (type === 'ListItem') {
      return {
        from: before.length - (member[2]?.length ?? 0),
        options: ['index', 'zindex', 'count', 'prefix', 'prefixBase'].map((n) => ({
          label: n,
          type: 'property',
        })),
      };
    }
    const def = type ? getComponentDefinition(type) : undefined;
    if (def) {
      const options: SpecCompletion[] = [
        ...Object.entries(def.properties).map(([n, s]) => ({
          label: n,
          type: 'property' as const,
          info: s.description,
        })),
        ...Object.entries(def.derived ?? {}).map(([n, help]) => ({
          label: n,
          type: 'property' as const,
          detail: 'derived',
          info: help,
        })),
      ];
      return { from: before.length - (member[2]?.length ?? 0), options };
    }
  }
  const word = /[A-Za-z_][A-Za-z0-9_]*$/.exec(before)?.[0] ?? '';
  const options: SpecCompletion[] = [
    ...[...ids].map(([id, type]) => ({ label: id, type: 'variable' as const, detail: type })),
    ...documentedHelpers.map((h) => ({
      label: h.name,
      type: 'function' as const,
      detail: helperSignature(h),
      info: h.description,
    })),
  ];
  return { from: before.length - word.length, options };
}

/**
 * The completions at `pos` in `text`, and where the replaced word starts; undefined when none apply.
 * Pure, so tests call it without an editor.
 */
export function completeSpec(
  text: string,
  pos: number,
): { from: number; options: SpecCompletion[] } | undefined {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const before = text.slice(lineStart, pos);
  const lines = text.split('\n');
  const lineIndex = text.slice(0, lineStart).split('\n').length - 1;
  const at = (r: { from: number; options: SpecCompletion[] }) => ({
    from: lineStart + r.from,
    options: r.options,
  });

  if (inExpression(before)) return at(expressionCompletions(text, before));
  const entry = /^\s*-\s+([A-Za-z]*)$/.exec(before);
  if (entry && topLevelSection(lines, lineIndex) !== 'ReportOutput')
    return at({ from: before.length - (entry[1]?.length ?? 0), options: typeCompletions() });
  const value = /^\s*(?:-\s+)?([A-Za-z0-9_]+)\s*:\s*([A-Za-z0-9_]*)$/.exec(before);
  if (value?.[1]) {
    const type = enclosingType(lines, lineIndex);
    if (!type) return undefined;
    const options = enumCompletions(type, value[1]);
    return options.length ? at({ from: before.length - (value[2]?.length ?? 0), options }) : undefined;
  }
  const key = /^\s*(?:-\s+)?([A-Za-z0-9_]*)$/.exec(before);
  if (key) {
    const from = before.length - (key[1]?.length ?? 0);
    const type = enclosingType(lines, lineIndex);
    if (!type) {
      const options = skeletonCompletions(text, lines, lineIndex, before);
      return options.length ? at({ from, options }) : undefined;
    }
    return at({ from, options: propertyCompletions(type) });
  }
  return undefined;
}

function fromEditor(context: CompletionContext): CompletionResult | null {
  const result = completeSpec(context.state.doc.toString(), context.pos);
  if (!result) return null;
  if (!context.explicit && result.from === context.pos) return null;
  const lineStart = context.state.doc.lineAt(context.pos).from;
  const options = result.options.map((o): Completion => {
    if (!o.fromLineStart) return o;
    const insert = o.apply ?? o.label;
    return {
      ...o,
      // A top-level section typed on an indented line goes to the line's start.
      apply: (view, _completion, _from, to) =>
        view.dispatch({
          changes: { from: lineStart, to, insert },
          selection: { anchor: lineStart + insert.length },
        }),
    };
  });
  return { from: result.from, options, validFor: /^[A-Za-z0-9_]*$/ };
}

/**
 * The completion extension (Ctrl+Space opens it; typing continues it). Nothing is selected when the list
 * opens, so Enter at a line's end starts a new line; Down (or Tab, see yamlEditing.ts) moves into the list.
 */
export function specCompletion(): Extension {
  return autocompletion({ override: [fromEditor], activateOnTyping: true, selectOnOpen: false });
}
