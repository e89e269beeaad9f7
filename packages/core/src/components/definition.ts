/**
 * The shape of a component definition: one per component type, in its own folder. One definition feeds
 * validation (JSON Schema via ajv), editor completion, hover help, the toolbox and the reference docs.
 */

/** A JSON Schema fragment describing one property. `description` is required: it is the hover help. */
export interface PropertySchema {
  readonly description: string;
  readonly type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | readonly string[];
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly pattern?: string;
  readonly minItems?: number;
  readonly uniqueItems?: boolean;
  readonly items?: PropertySchema | SchemaFragment;
  readonly properties?: Readonly<Record<string, PropertySchema | SchemaFragment>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | SchemaFragment;
  readonly anyOf?: readonly (PropertySchema | SchemaFragment)[];
  readonly oneOf?: readonly (PropertySchema | SchemaFragment)[];
  /**
   * How formulas apply: 'allowed' (default: a string starting with = or := may replace the value),
   * 'always' (the string is a formula with or without '=': hidden, disabled, display, Button onClick),
   * 'never' (id and structural properties).
   */
  readonly formula?: 'allowed' | 'always' | 'never';
  /** Out-of-range numbers are clamped at run time to [min, max] rather than rejected (e.g. columns 1–4). */
  readonly clamp?: readonly [number, number];
  /** The property holds a text template with `{expr}` placeholders. */
  readonly template?: boolean;
  /** The property holds a date written YYYY-MM-DD: one written in the spec must name a real day (§5.4). */
  readonly date?: boolean;
  /** The property names a component (or a list item's instance): an unknown id is `unrecognized-reference`. */
  readonly componentId?: boolean;
  /**
   * A list of report items whose items without `text` get the spec's own `summary-item-text` error
   * instead of the schema's (Summary reportTemplate).
   */
  readonly itemTextRule?: boolean;
  /**
   * Without this property (nor a written `value`) the component starts on its first enabled option, as if
   * the user had chosen it: validation says so with the info `first-option-preselected` (Dropdown's placeholder).
   */
  readonly firstOptionWithout?: boolean;
}

/** A plain JSON Schema object without the description requirement (nested shapes). */
export type SchemaFragment = Readonly<Record<string, unknown>>;

/** Which group of the catalogue a component belongs to (docs/components.md#components). */
export type ComponentFamily = 'display' | 'container' | 'choice' | 'input' | 'graphics' | 'output';

/** The kind of value a component holds, if any. */
export type ValueKind = 'none' | 'string' | 'number' | 'boolean' | 'array' | 'any';

/** A component type: its schema, defaults, help, toolbox snippet and example. */
export interface ComponentDefinition {
  /** The type name as the catalogue writes it (the key of a component entry). */
  readonly type: string;
  /** Other accepted spellings (AutoComplete / Autocomplete). */
  readonly aliases?: readonly string[];
  readonly family: ComponentFamily;
  /** One line: what the user can do with it (docs/components.md#components). */
  readonly description: string;
  /**
   * Every allowed property, the common ones included (see commonProperties). Containers also list their
   * structural `components` (or `tabs`) key with `formula: 'never'`, for docs and completion; the spec parser
   * validates the children themselves against their own types and strips the key from ComponentNode.props.
   */
  readonly properties: Readonly<Record<string, PropertySchema>>;
  readonly required?: readonly string[];
  /** Where children live: `components` (containers), `tabs` (Tabs), or none. */
  readonly children?: 'components' | 'tabs';
  readonly valueKind: ValueKind;
  /** Hidden from the designer toolbox (Section, and the parser-added outputs). */
  readonly toolboxHidden?: boolean;
  /** Run-time values readable as `id.name` in formulas (derived values, runtime fields), with one-line help. */
  readonly derived?: Readonly<Record<string, string>>;
  /** YAML inserted by the toolbox: one component entry, two-space indented, starting with `- Type:`. */
  readonly snippet: string;
  /** A small, realistic YAML example of one component entry (validates inside a minimal form). */
  readonly example: string;
  /**
   * The entries the example reads (the components its formulas or references name), printed before it in
   * the reference so that the example as shown is a whole Components list that validates.
   */
  readonly exampleContext?: string;
  /**
   * Properties holding a list of objects whose fields may each be a formula (`y: '=[a, b]'`): the engine
   * evaluates those fields live and the property reads as the list with their results (Graph's traces).
   */
  readonly itemFormulas?: readonly string[];
}
