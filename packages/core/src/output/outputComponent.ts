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

/** The component types whose value is a field of the form's data (template fields, hidden inputs). */
export const FIELD_TYPES: readonly string[] = [
  'Text',
  'TextArea',
  'Date',
  'Number',
  'Checkbox',
  'CheckboxList',
  'Option',
  'AutoComplete',
  'Dropdown',
  'Summary',
];

/**
 * Whether a component is a field of the form's data (template fields, hidden inputs): a FIELD_TYPES
 * component, or a StaticText whose `formField` is `format` or `value` (docs/components.md#components; with `none`,
 * the default, it is display only).
 */
export function isFieldComponent(type: string, props: Readonly<Record<string, unknown>>): boolean {
  if (type === 'StaticText') return props['formField'] === 'format' || props['formField'] === 'value';
  return FIELD_TYPES.includes(type);
}

/**
 * The value a component gives its fields (worklist, free field, hidden input): its value, except for a
 * StaticText whose `formField` gives the engine's derived `fieldValue` (the formatted text for `format`).
 */
export function fieldValueOf(c: OutputComponent): unknown {
  if (c.type === 'StaticText' && c.props['fieldValue'] !== undefined) return c.props['fieldValue'];
  return c.value;
}

/** Template-field Type (docs/outputs.md#template-fields): 0 other, 1 Number, 2 Date, 3 Checkbox; also the data-field-type marker. */
export type FieldType = 0 | 1 | 2 | 3;

/** The field type of a component type. */
export function fieldTypeOf(type: string): FieldType {
  if (type === 'Number') return 1;
  if (type === 'Date') return 2;
  if (type === 'Checkbox') return 3;
  return 0;
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
