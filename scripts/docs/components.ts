import {
  commonProperties,
  componentDefinitions,
  type ComponentDefinition,
  type PropertySchema,
} from '../../packages/core/src/components';

type Schema = Readonly<Record<string, unknown>>;

const FAMILY_TITLES: Record<ComponentDefinition['family'], string> = {
  display: 'Display',
  container: 'Containers',
  input: 'Inputs',
  choice: 'Choices',
  graphics: 'Graphics',
  output: 'Outputs',
};

/** Escapes a table cell: pipes would end the cell, newlines the row. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** A value as the reader would write it in YAML. */
function literal(value: unknown): string {
  if (value === '\n') return 'newline';
  if (typeof value === 'string') return `\`${value}\``;
  return `\`${JSON.stringify(value)}\``;
}

/** The kind of value a schema takes: `integer`, `string or number`, `list of …`. */
function typeOf(schema: Schema): string {
  if (Array.isArray(schema.anyOf)) return [...new Set((schema.anyOf as Schema[]).map(typeOf))].join(' or ');
  if (schema.enum) return 'enum';
  if ('const' in schema) return literal(schema.const);
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []) as string[];
  const names = types.map((t) => {
    if (t === 'array') {
      const items = schema.items as Schema | undefined;
      return items && (items.type || items.anyOf || items.enum) ? `list of ${typeOf(items)}` : 'list';
    }
    return t === 'object' ? 'object' : t;
  });
  return names.length ? names.join(' or ') : 'any';
}

/** Allowed values and limits: enums, ranges, clamps, patterns. */
function allowed(schema: Schema): string {
  const parts: string[] = [];
  if (Array.isArray(schema.anyOf)) parts.push(...(schema.anyOf as Schema[]).map(allowed).filter(Boolean));
  if (Array.isArray(schema.enum)) parts.push((schema.enum as unknown[]).map(literal).join(', '));
  const clamp = schema.clamp as readonly [number, number] | undefined;
  if (clamp) parts.push(`${clamp[0]}–${clamp[1]} (clamped)`);
  if (schema.minimum !== undefined && schema.maximum !== undefined) parts.push(`${schema.minimum}–${schema.maximum}`);
  else if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  else if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMinimum !== undefined) parts.push(`> ${schema.exclusiveMinimum}`);
  if (schema.pattern) parts.push(`matches \`${schema.pattern}\``);
  if (schema.minItems !== undefined) parts.push(`at least ${schema.minItems} item(s)`);
  if (schema.uniqueItems) parts.push('unique');
  const items = schema.items as Schema | undefined;
  if (items?.enum) parts.push(allowed(items));
  return parts.join('; ');
}

/** How formulas apply to a property (top level defaults to allowed, nested to never). */
function formulaNote(schema: PropertySchema, topLevel: boolean): string {
  const mode = schema.formula ?? (topLevel ? 'allowed' : 'never');
  if (mode === 'always') return 'always a formula';
  if (mode === 'allowed') return 'value or `=` formula';
  return '';
}

/** Table rows of one property and, for object-valued ones, its nested properties (`tabs[].tabname`). */
function rows(name: string, schema: PropertySchema, topLevel: boolean): string[] {
  const kind = schema.template ? `${typeOf(schema)} ({expr} template)` : typeOf(schema);
  const type = [kind, formulaNote(schema, topLevel)].filter(Boolean).join('; ');
  const dflt = schema.default === undefined ? '' : literal(schema.default);
  const row = `| \`${name}\` | ${cell(type)} | ${cell(allowed(schema))} | ${cell(dflt)} | ${cell(schema.description)} |`;
  const nested = nestedProperties(schema);
  const required = new Set(nested?.required ?? []);
  const children = Object.entries(nested?.properties ?? {}).flatMap(([child, sub]) => {
    const subSchema = sub as PropertySchema;
    const described = required.has(child) ? { ...subSchema, description: `Required. ${subSchema.description}` } : subSchema;
    return rows(`${name}${nested?.suffix}.${child}`, described, false);
  });
  return [row, ...children];
}

/** The object shape inside a property: its own properties, or those of its list items. */
function nestedProperties(schema: Schema):
  | { properties: Record<string, unknown>; required: readonly string[]; suffix: string }
  | undefined {
  if (schema.properties) return { properties: schema.properties as Record<string, unknown>, required: (schema.required as string[]) ?? [], suffix: '' };
  const items = schema.items as Schema | undefined;
  if (items?.properties) return { properties: items.properties as Record<string, unknown>, required: (items.required as string[]) ?? [], suffix: '[]' };
  const objectBranch = (items?.anyOf as Schema[] | undefined)?.find((b) => b.properties);
  if (objectBranch) return { properties: objectBranch.properties as Record<string, unknown>, required: [], suffix: '[]' };
  return undefined;
}

/** One component's section of the reference. */
function section(def: ComponentDefinition): string[] {
  const facts = [
    `Family: ${def.family}`,
    `value: ${def.valueKind}`,
    def.aliases?.length ? `also written ${def.aliases.map((a) => `\`${a}\``).join(', ')}` : '',
    def.children === 'components' ? 'children under `components`' : def.children === 'tabs' ? 'children under each tab of `tabs`' : '',
    def.toolboxHidden ? 'not in the designer toolbox' : '',
  ].filter(Boolean);
  const out = [`## ${def.type}`, '', def.description, '', `${facts.join(' · ')}.`, ''];
  out.push('| property | type | allowed | default | description |', '|---|---|---|---|---|');
  for (const [name, schema] of Object.entries(def.properties)) out.push(...rows(name, schema, true));
  out.push('');
  const derived = Object.entries(def.derived ?? {});
  if (derived.length) {
    out.push('Run-time values, readable in formulas as `id.name`:', '');
    for (const [name, help] of derived) out.push(`- \`${name}\`: ${help}`);
    out.push('');
  }
  // The entries the example reads come first, so the block is a whole Components list that validates.
  out.push('Example:', '', '```yaml', ...(def.exampleContext ? [def.exampleContext] : []), def.example, '```', '');
  return out;
}

/** The properties many types share, once; each type's table says which of them it has. */
function commonSection(): string[] {
  return [
    '## Common properties',
    '',
    'Properties with the same name mean the same in every type that has them; each type\'s table below lists',
    'the ones it takes.',
    '',
    '| property | type | allowed | default | description |',
    '|---|---|---|---|---|',
    ...Object.entries(commonProperties).flatMap(([name, schema]) => rows(name, schema, true)),
    '',
  ];
}

/** docs/components.md: the component reference, from the definitions in packages/core/src/components. */
export function generate(): Record<string, string> {
  const families = Object.keys(FAMILY_TITLES) as ComponentDefinition['family'][];
  const index = families.map((family) => {
    const links = componentDefinitions
      .filter((d) => d.family === family)
      .map((d) => `[${d.type}](#${d.type.toLowerCase()})`);
    return `- ${FAMILY_TITLES[family]}: ${links.join(', ')}`;
  });
  const content = [
    '# Components',
    '',
    '<!-- Generated by `npm run docs` from packages/core/src/components/*/definition.ts. Do not edit. -->',
    '',
    'A form lists components; each entry is a mapping with one key, the type, holding its properties:',
    '`- Number: { id: size, label: Size }`. Containers hold children under `components:`, Tabs under',
    '`tabs: [{ tabname, components }]`. Unknown properties and values outside the allowed ones are errors.',
    '',
    'Formulas: where a property says "value or `=` formula", a string starting with `=` (an override) or',
    '`:=` (stored as user input) is a formula, and a suffix `||init=EXPR` gives an initial value.',
    '"Always a formula" properties (`hidden`, `disabled`, `display`, `onClick`, report `if`) are',
    'formulas with or without `=`, or plain booleans. Properties marked "(clamped)" accept any integer; out-of-range',
    'numbers are moved to the nearest limit at run time. `{expr}` placeholders in texts are filled in.',
    '',
    ...index,
    '',
    ...commonSection(),
    ...componentDefinitions.flatMap(section),
  ].join('\n');
  return { 'docs/components.md': content };
}
