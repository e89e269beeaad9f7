/**
 * The actions file of docs/cli.md#the-formwright-command as one table: per step kind, what its key holds and its other
 * fields, each with a small JSON Schema and the words an error message uses. The JSON Schema of the file
 * ({@link ACTIONS_FILE_SCHEMA}, for the designer and docs/actions.schema.json) and the hand check of
 * parseActionsFile are both made from it; a test checks the two agree with ajv.
 */

/** The subset of JSON Schema the table uses. */
export interface FieldSchema {
  readonly type?: 'string' | 'integer' | 'boolean' | 'object' | 'array' | readonly ('object' | 'array')[];
  readonly minLength?: number;
  readonly minimum?: number;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly description: string;
}

/** One field of a step: its schema, and whether it may be left out. */
export interface StepField {
  readonly schema: FieldSchema;
  readonly optional?: boolean;
}

/** One kind of step: what its own key holds, its other fields, an example, and a description. */
export interface StepKind {
  readonly key: FieldSchema;
  readonly fields: Readonly<Record<string, StepField>>;
  readonly example: string;
  readonly description: string;
}

const ID: FieldSchema = { type: 'string', minLength: 1, description: 'a component id' };
const LIST_ID: FieldSchema = { type: 'string', minLength: 1, description: 'a component id (a List)' };
const ITEM: StepField = { schema: { type: 'integer', minimum: 1, description: 'the 1-based item number' } };
const TEXT: StepField = { schema: { type: 'string', description: 'a text' } };

/** Every step kind, D6's nine first, then the finer interactions a view sends. */
export const STEP_KINDS: Readonly<Record<string, StepKind>> = {
  set: {
    key: ID,
    fields: { value: { schema: { description: 'a value (null clears it)' } } },
    example: '{"set": "size", "value": 12}',
    description: 'User input into a component.',
  },
  click: { key: ID, fields: {}, example: '{"click": "showGuideline"}', description: 'A Button click.' },
  add: { key: LIST_ID, fields: {}, example: '{"add": "lesions"}', description: 'Add an item to a List.' },
  delete: {
    key: LIST_ID,
    fields: { item: ITEM },
    example: '{"delete": "lesions", "item": 2}',
    description: 'Delete an item of a List.',
  },
  check: {
    key: ID,
    fields: { value: { schema: { type: 'boolean', description: 'a value true or false' } } },
    example: '{"check": "effusionRow", "value": true}',
    description: "Tick or untick a Checkbox, a Row's checkbox or a Summary's edit checkbox.",
  },
  editSummary: {
    key: ID,
    fields: { text: TEXT },
    example: '{"editSummary": "impression", "text": "…"}',
    description: 'Type into an editable Summary in edit mode.',
  },
  providers: {
    key: {
      type: ['object', 'array'],
      description: 'the provider data as setProviderData takes it',
    },
    fields: {},
    example: '{"providers": {"results": [...]}}',
    description: 'setProviderData: the results list, or {"results": [...]}.',
  },
  setState: {
    key: { type: 'object', description: 'a saved state object' },
    fields: {},
    example: '{"setState": {"size": {"user": {"value": 12}}}}',
    description: 'loadState (setCustomState): replace every stored value.',
  },
  clearState: {
    key: { const: true, description: 'true' },
    fields: {},
    example: '{"clearState": true}',
    description: 'clearState: empty every stored value.',
  },
  focus: { key: ID, fields: {}, example: '{"focus": "size"}', description: 'Focus a component.' },
  blur: { key: ID, fields: {}, example: '{"blur": "size"}', description: 'Leave a component.' },
  step: {
    key: ID,
    fields: { direction: { schema: { enum: [1, -1], description: 'a direction 1 or -1' } } },
    example: '{"step": "size", "direction": 1}',
    description: 'A Number spinner step (buttons, arrow keys).',
  },
  toggleOption: {
    key: ID,
    fields: {
      option: { schema: { description: 'an option value' } },
      ctrl: { schema: { type: 'boolean', description: 'ctrl true or false' }, optional: true },
    },
    example: '{"toggleOption": "findings", "option": "cyst"}',
    description: 'Click an option of a choice component (Ctrl-click may clear a single choice).',
  },
  otherText: {
    key: ID,
    fields: { text: TEXT },
    example: '{"otherText": "findings", "text": "…"}',
    description: "Type into a CheckboxList's 'other' field.",
  },
  toggleOther: {
    key: ID,
    fields: { checked: { schema: { type: 'boolean', description: 'checked true or false' } } },
    example: '{"toggleOther": "findings", "checked": true}',
    description: "Tick or untick a CheckboxList's 'other' box.",
  },
  selectTab: {
    key: ID,
    fields: { tab: { schema: { type: 'integer', minimum: 0, description: 'the 0-based tab number' } } },
    example: '{"selectTab": "views", "tab": 1}',
    description: 'Show a tab of a Tabs.',
  },
  toggleItem: {
    key: LIST_ID,
    fields: {
      item: ITEM,
      open: { schema: { type: 'boolean', description: 'open true or false' }, optional: true },
    },
    example: '{"toggleItem": "lesions", "item": 1}',
    description: 'Open, close or toggle an item of a collapsable List.',
  },
  acceptSuggestions: {
    key: { type: 'string', minLength: 1, description: 'a Section id, or "form" for the whole form' },
    fields: {},
    example: '{"acceptSuggestions": "lungs"}',
    description:
      'Accept every suggestion (suggestedValue) of the empty, enabled, visible fields of a Section or of the form, as one action.',
  },
};

/** True when `value` fits `schema` (the subset of JSON Schema in {@link FieldSchema}). */
export function fitsSchema(value: unknown, schema: FieldSchema): boolean {
  if ('const' in schema && value !== schema.const) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  const types = schema.type === undefined ? undefined : ([] as string[]).concat(schema.type);
  if (types && !types.some((t) => hasType(value, t))) return false;
  if (schema.minLength !== undefined && typeof value === 'string' && [...value].length < schema.minLength)
    return false;
  if (schema.minimum !== undefined && typeof value === 'number' && value < schema.minimum) return false;
  return true;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return false;
  }
}

function jsonField(schema: FieldSchema): Record<string, unknown> {
  return { ...schema, ...(Array.isArray(schema.type) ? { type: [...schema.type] } : {}) };
}

/** The JSON Schema (draft-07) of an actions file: an array of steps, each one of {@link STEP_KINDS}. */
export const ACTIONS_FILE_SCHEMA: Readonly<Record<string, unknown>> = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://formwright.dev/schemas/actions.schema.json',
  title: 'Formwright actions file',
  description:
    'The steps `formwright render --actions` applies in order (decisions.md D6); also what onDispatch records.',
  type: 'array',
  items: {
    oneOf: Object.entries(STEP_KINDS).map(([kind, k]) => ({
      title: kind,
      description: k.description,
      type: 'object',
      required: [kind, ...Object.entries(k.fields).flatMap(([n, f]) => (f.optional ? [] : [n]))],
      properties: {
        [kind]: jsonField(k.key),
        ...Object.fromEntries(Object.entries(k.fields).map(([n, f]) => [n, jsonField(f.schema)])),
      },
      additionalProperties: false,
      examples: [JSON.parse(k.example.replace('[...]', '[]').replace('"…"', '"x"')) as unknown],
    })),
  },
};
