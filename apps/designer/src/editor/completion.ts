/**
 * Completion from the component definitions (Ctrl+Space): component types after `- `, the properties
 * valid for the enclosing component, enum values after `prop: `, and inside formulas and `{…}`
 * placeholders the form's component ids, `id.` their properties and derived values, and the helper
 * functions with their signatures. Each option carries its help text.
 */
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import {
  componentDefinitions,
  documentedHelpers,
  getComponentDefinition,
  type DocumentedHelper,
} from '@formwright/core/authoring';
import { declaredIds, enclosingType, inExpression } from './specContext';

/** One completion: what is inserted, its kind, and help. */
export interface SpecCompletion {
  readonly label: string;
  readonly type: 'class' | 'property' | 'enum' | 'variable' | 'function';
  readonly detail?: string;
  readonly info?: string;
  /** Text inserted instead of the label (a property gets `label: `). */
  readonly apply?: string;
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
  if (entry) return at({ from: before.length - (entry[1]?.length ?? 0), options: typeCompletions() });
  const value = /^\s*(?:-\s+)?([A-Za-z0-9_]+)\s*:\s*([A-Za-z0-9_]*)$/.exec(before);
  if (value?.[1]) {
    const type = enclosingType(lines, lineIndex);
    if (!type) return undefined;
    const options = enumCompletions(type, value[1]);
    return options.length ? at({ from: before.length - (value[2]?.length ?? 0), options }) : undefined;
  }
  const key = /^\s*(?:-\s+)?([A-Za-z0-9_]*)$/.exec(before);
  if (key) {
    const type = enclosingType(lines, lineIndex);
    if (!type) return undefined;
    return at({ from: before.length - (key[1]?.length ?? 0), options: propertyCompletions(type) });
  }
  return undefined;
}

function fromEditor(context: CompletionContext): CompletionResult | null {
  const result = completeSpec(context.state.doc.toString(), context.pos);
  if (!result) return null;
  if (!context.explicit && result.from === context.pos) return null;
  return { from: result.from, options: result.options, validFor: /^[A-Za-z0-9_]*$/ };
}

/** The completion extension (Ctrl+Space opens it; typing continues it). */
export function specCompletion(): Extension {
  return autocompletion({ override: [fromEditor], activateOnTyping: true });
}
