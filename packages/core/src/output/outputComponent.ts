import type { FieldType } from '../components/behaviour';
import { behaviourOfType } from '../components/behaviours';

/**
 * The plain shape every field output reads: a component instance with its type, effective properties and
 * value. The engine's ComponentState maps onto it with {@link toOutputComponent}; tests build it directly.
 */
export interface OutputComponent {
  /** Instance id (`lesions_2_size` inside item 2 of list `lesions`). */
  readonly id: string;
  readonly type: string;
  /** Effective properties (worklistAttribute, freeField, oEhrId, options, suffix …). */
  readonly props: Readonly<Record<string, unknown>>;
  readonly value: unknown;
  /** The id of the enclosing List, for list children. */
  readonly listId?: string;
  /** 0-based item number, for list children. */
  readonly zindex?: number;
}

/**
 * Whether a component is a field of the form's data (template fields, hidden inputs): its type's behaviour
 * has a field role that takes these props (a StaticText only with formField format or value,
 * docs/components.md#components).
 */
export function isFieldComponent(type: string, props: Readonly<Record<string, unknown>>): boolean {
  const field = behaviourOfType(type)?.field;
  return field !== undefined && (field.isField?.(props) ?? true);
}

/**
 * The value a component gives its fields (worklist, free field, hidden input): its value, unless its type
 * says otherwise (a StaticText with formField gives the engine's derived `fieldValue`).
 */
export function fieldValueOf(c: OutputComponent): unknown {
  const field = behaviourOfType(c.type)?.field;
  return field?.fieldValue ? field.fieldValue(c.props, c.value) : c.value;
}

export type { FieldType };

/** The field type of a component type (its behaviour's field role; 0 for any other). */
export function fieldTypeOf(type: string): FieldType {
  return behaviourOfType(type)?.field?.fieldType ?? 0;
}

/** A free field as written: `{ id, whenEmpty: clear | noUpdate }` (whenEmpty defaults to clear). */
export interface FreeFieldSpec {
  readonly id: string;
  readonly whenEmpty: 'clear' | 'noUpdate';
}

/** Reads a freeField property; anything without a non-empty string id is no free field. */
export function readFreeField(raw: unknown): FreeFieldSpec | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const o = raw as Record<string, unknown>;
  const id = typeof o['id'] === 'string' ? o['id'].trim() : '';
  if (id === '') return undefined;
  return { id, whenEmpty: o['whenEmpty'] === 'noUpdate' ? 'noUpdate' : 'clear' };
}

/** A string property, trimmed; undefined when absent or empty. */
export function stringProp(props: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const v = props[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** The engine's instance shape, as far as outputs read it. */
export interface ComponentStateLike {
  readonly id: string;
  readonly node: {
    readonly type: string;
    readonly props: Readonly<Record<string, unknown>>;
    readonly listId?: string;
  };
  readonly props: Readonly<Record<string, unknown>>;
  readonly value: unknown;
  readonly listItem?: { readonly zindex: number };
}

/** Maps an engine instance to an output component: spec properties under the effective ones. */
export function toOutputComponent(c: ComponentStateLike): OutputComponent {
  return {
    id: c.id,
    type: c.node.type,
    props: { ...c.node.props, ...c.props },
    value: c.value,
    ...(c.node.listId === undefined ? {} : { listId: c.node.listId }),
    ...(c.listItem === undefined ? {} : { zindex: c.listItem.zindex }),
  };
}
