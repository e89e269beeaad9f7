import { importError, MAX_TEMPLATE_NODES, type ImportDiagnostic } from './importDiagnostics';
import type { WebTemplate, WebTemplateInput, WebTemplateNode } from './webTemplate';
import { DATA_TYPES } from './webTemplate';
import { child, childrenNamed, parseXml, textAt, XmlError, type XmlElement } from './xml';

/**
 * Our own reader of operational templates (OPT 1.4 XML) into the web-template tree the importer maps,
 * shaped like the web templates Better and EHRbase produce: structural objects (HISTORY, ITEM_TREE …)
 * flattened away, an ELEMENT collapsed into its data type, ids made from the names, careflow
 * (ISM_TRANSITION) left out, and the fixed context nodes (language, encoding, territory, category,
 * setting) marked `inContext`.
 */

/** Attributes the reader descends into; every other RM attribute is context or bookkeeping. */
const WALKED = new Set([
  'content',
  'context',
  'other_context',
  'items',
  'data',
  'state',
  'protocol',
  'events',
  'description',
  'activities',
  'value',
]);

/** Structural types flattened away (their children belong to the enclosing node). */
const FLATTENED = new Set([
  'HISTORY',
  'ITEM_TREE',
  'ITEM_LIST',
  'ITEM_SINGLE',
  'ITEM_TABLE',
  'ITEM_STRUCTURE',
]);

const EVENTS = new Set(['EVENT', 'POINT_EVENT', 'INTERVAL_EVENT']);

const ENTRIES = new Set([
  'OBSERVATION',
  'EVALUATION',
  'INSTRUCTION',
  'ACTION',
  'ADMIN_ENTRY',
  'GENERIC_ENTRY',
]);

/** Texts of the openehr terminology codes a template constrains (category). */
const OPENEHR_TERMS: Readonly<Record<string, string>> = {
  '431': 'persistent',
  '433': 'event',
  '451': 'episodic',
};

const DURATION_SUFFIX: Readonly<Record<string, string>> = {
  Y: 'year',
  M: 'month',
  W: 'week',
  D: 'day',
  H: 'hour',
  S: 'second',
};

/** Better's id of a name: lower case, runs of anything but letters, digits, _ and - become one _. */
export function nameToId(name: string): string {
  const id = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  return id === '' ? 'node' : id;
}

interface Terms {
  readonly text: Map<string, string>;
}

function occurrences(el: XmlElement): { min: number; max: number } {
  const occ = child(el, 'occurrences');
  if (!occ) return { min: 1, max: 1 };
  const min = Number(textAt(occ, 'lower') ?? '0');
  const max = textAt(occ, 'upper_unbounded') === 'true' ? -1 : Number(textAt(occ, 'upper') ?? '1');
  return { min: Number.isFinite(min) ? min : 0, max: Number.isFinite(max) ? max : 1 };
}

function attribute(el: XmlElement, name: string): XmlElement | undefined {
  return childrenNamed(el, 'attributes').find((a) => textAt(a, 'rm_attribute_name') === name);
}

const rmType = (el: XmlElement): string => textAt(el, 'rm_type_name') ?? '';

/** The name a template gives a node (a `name` attribute with a DV_TEXT value constraint), if any. */
function constrainedName(el: XmlElement): string | undefined {
  const nameAttr = attribute(el, 'name');
  const dv = nameAttr?.children.find((c) => c.name === 'children');
  const value = dv ? attribute(dv, 'value') : undefined;
  const prim = value?.children.find((c) => c.name === 'children');
  const item = child(prim, 'item');
  const list = childrenNamed(item, 'list');
  return list[0]?.text.trim() || undefined;
}

class OptReader {
  count = 0;
  readonly problems: ImportDiagnostic[] = [];

  constructor(readonly language: string) {}

  /** The name and id of an object: its template name, else its node_id's text in the archetype's terms. */
  naming(el: XmlElement, terms: Terms, fallback: string): { id: string; name: string } {
    const nodeId = textAt(el, 'node_id') ?? '';
    const name = constrainedName(el) ?? terms.text.get(nodeId) ?? fallback;
    return { id: nameToId(name), name };
  }

  /** Terms of an archetype root (its term_definitions' text items). */
  terms(root: XmlElement): Terms {
    const text = new Map<string, string>();
    for (const td of childrenNamed(root, 'term_definitions')) {
      const code = td.attrs['code'];
      const t = childrenNamed(td, 'items').find((i) => i.attrs['id'] === 'text');
      if (code && t) text.set(code, t.text.trim());
    }
    return { text };
  }

  /** The children of an object along the walked attributes, structural objects flattened. */
  children(el: XmlElement, terms: Terms, inContext: boolean): WebTemplateNode[] {
    const out: WebTemplateNode[] = [];
    for (const attr of childrenNamed(el, 'attributes')) {
      const name = textAt(attr, 'rm_attribute_name') ?? '';
      if (!WALKED.has(name)) continue;
      for (const c of childrenNamed(attr, 'children')) {
        const type = c.attrs['type'];
        if (type === 'ARCHETYPE_SLOT') continue;
        const rm = rmType(c);
        if (rm === 'ISM_TRANSITION') continue;
        // A structural object, or an event that occurs once (Better's web template puts its data
        // straight under the observation), adds no level of its own.
        if (FLATTENED.has(rm) || (EVENTS.has(rm) && occurrences(c).max === 1)) {
          out.push(...this.children(c, terms, inContext));
          continue;
        }
        const made = this.object(c, type === 'C_ARCHETYPE_ROOT' ? this.terms(c) : terms, name);
        if (made) out.push(made);
      }
    }
    return out;
  }

  /** One object: an ELEMENT (collapsed into its data type) or a container. */
  object(el: XmlElement, terms: Terms, attrName: string): WebTemplateNode | undefined {
    if (++this.count > MAX_TEMPLATE_NODES)
      throw new Error(`the template has over ${MAX_TEMPLATE_NODES} nodes`);
    const rm = rmType(el);
    const { min, max } = occurrences(el);
    const { id, name } = this.naming(el, terms, attrName);
    const nodeId = textAt(el, 'node_id') ?? '';
    if (rm === 'ELEMENT') {
      const valueAttr = attribute(el, 'value');
      const values = childrenNamed(valueAttr, 'children');
      const dv = values.find((v) => (DATA_TYPES as readonly string[]).includes(rmType(v)));
      const dvType = dv ? rmType(dv) : values.length === 0 ? 'DV_TEXT' : rmType(values[0]!);
      return {
        id,
        name,
        localizedName: name,
        localizedNames: { [this.language]: name },
        rmType: dvType,
        nodeId,
        min,
        max,
        inputs: dv ? this.inputs(dv, dvType, terms) : [{ type: 'TEXT' }],
      };
    }
    if (rm.startsWith('DV_')) return undefined;
    const children = this.children(el, terms, false);
    if (ENTRIES.has(rm)) {
      children.push(
        { id: 'language', rmType: 'CODE_PHRASE', min: 1, max: 1, inContext: true },
        { id: 'encoding', rmType: 'CODE_PHRASE', min: 1, max: 1, inContext: true },
      );
    }
    if (rm === 'EVENT_CONTEXT') {
      children.push({ id: 'setting', rmType: 'DV_CODED_TEXT', min: 1, max: 1, inContext: true });
    }
    return {
      // The event context has no name of its own (as in a web template): the importer labels it by its id.
      ...(rm === 'EVENT_CONTEXT'
        ? { id: 'context' }
        : { id, name, localizedName: name, localizedNames: { [this.language]: name } }),
      rmType: rm,
      nodeId,
      min,
      max,
      children,
    };
  }

  /** The inputs of a data-type constraint, as a web template lists them. */
  inputs(dv: XmlElement, type: string, terms: Terms): WebTemplateInput[] {
    switch (type) {
      case 'DV_CODED_TEXT': {
        const code = childrenNamed(attribute(dv, 'defining_code'), 'children')[0];
        if (!code) return [{ suffix: 'code', type: 'TEXT' }];
        const ref = textAt(code, 'referenceSetUri');
        if (ref) return [{ suffix: 'code', type: 'TEXT', terminology: ref.replace(/^terminology:/, '') }];
        const terminology = textAt(code, 'terminology_id', 'value') ?? 'local';
        const list = childrenNamed(code, 'code_list').map((c) => {
          const value = c.text.trim();
          const label = terminology === 'local' ? terms.text.get(value) : OPENEHR_TERMS[value];
          return { value, label: label ?? value, localizedLabels: { [this.language]: label ?? value } };
        });
        return [{ suffix: 'code', type: 'CODED_TEXT', terminology, list }];
      }
      case 'DV_ORDINAL': {
        const list = childrenNamed(dv, 'list').map((o) => {
          const value = textAt(o, 'symbol', 'defining_code', 'code_string') ?? '';
          const label = terms.text.get(value) ?? value;
          return {
            value,
            label,
            ordinal: Number(textAt(o, 'value')),
            localizedLabels: { [this.language]: label },
          };
        });
        return [{ type: 'CODED_TEXT', list }];
      }
      case 'DV_QUANTITY': {
        const units = childrenNamed(dv, 'list')
          .map((q) => textAt(q, 'units'))
          .filter((u): u is string => !!u)
          .map((u) => ({ value: u, label: u }));
        const first = childrenNamed(dv, 'list')[0];
        const mag = child(first, 'magnitude');
        const range: { min?: number; max?: number } = {};
        if (mag && textAt(mag, 'lower_unbounded') !== 'true' && textAt(mag, 'lower'))
          range.min = Number(textAt(mag, 'lower'));
        if (mag && textAt(mag, 'upper_unbounded') !== 'true' && textAt(mag, 'upper'))
          range.max = Number(textAt(mag, 'upper'));
        return [
          {
            suffix: 'magnitude',
            type: 'DECIMAL',
            ...(Object.keys(range).length ? { validation: { range } } : {}),
          },
          { suffix: 'unit', type: 'CODED_TEXT', list: units },
        ];
      }
      case 'DV_DURATION': {
        const pattern = textAt(
          attribute(dv, 'value')?.children.find((c) => c.name === 'children'),
          'item',
          'pattern',
        );
        const letter = pattern?.replace(/^PT?/, '').replace(/T/, '')[0];
        const suffix = (letter && DURATION_SUFFIX[letter]) ?? 'day';
        return [{ suffix, type: 'INTEGER' }];
      }
      case 'DV_COUNT':
        return [{ type: 'INTEGER' }];
      case 'DV_BOOLEAN':
        return [{ type: 'BOOLEAN' }];
      case 'DV_DATE':
        return [{ type: 'DATE' }];
      case 'DV_DATE_TIME':
        return [{ type: 'DATETIME' }];
      case 'DV_TIME':
        return [{ type: 'TIME' }];
      default:
        return [{ type: 'TEXT' }];
    }
  }
}

/**
 * Reads an OPT 1.4 XML text into a web template. Refuses anything else (an OPT 2 / ADL 2 template, another
 * XML document, a DOCTYPE with entities) with an error naming what it found.
 */
export function readOperationalTemplate(text: string): {
  template?: WebTemplate;
  diagnostics: ImportDiagnostic[];
} {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (e) {
    if (e instanceof XmlError) {
      return {
        diagnostics: [
          importError('openehr-xml-invalid', `the XML cannot be read: ${e.message}`, undefined, {
            line: e.line,
            column: e.column,
          }),
        ],
      };
    }
    throw e;
  }
  const ns = root.attrs['xmlns'];
  if (root.name !== 'template' || (ns !== undefined && ns !== 'http://schemas.openehr.org/v1')) {
    return {
      diagnostics: [
        importError(
          'openehr-unknown-version',
          `The XML is no OPT 1.4 operational template (root <${root.name}>${ns ? ` in ${ns}` : ''}); only OPT 1.4 is supported.`,
        ),
      ],
    };
  }
  const definition = child(root, 'definition');
  const templateId = textAt(root, 'template_id', 'value') ?? textAt(root, 'concept');
  if (!definition || !templateId || rmType(definition) !== 'COMPOSITION') {
    return {
      diagnostics: [
        importError('openehr-not-a-template', 'The OPT has no template_id or no COMPOSITION definition.'),
      ],
    };
  }
  const language = textAt(root, 'language', 'code_string') ?? 'en';
  const reader = new OptReader(language);
  let tree: WebTemplateNode;
  try {
    const terms = reader.terms(definition);
    const composition = reader.object(definition, terms, 'composition');
    if (!composition) throw new Error('the definition cannot be read');
    const category = attribute(definition, 'category');
    const codes = category
      ? reader.inputs(childrenNamed(category, 'children')[0] ?? category, 'DV_CODED_TEXT', terms)
      : [];
    // The web template's root is the composition's name (its archetype term, or the name the template
    // gives it), never the template id or concept: EHRbase and Better write `bericht/…` for a template
    // "Corona Anamnese" whose composition is named "Bericht".
    const conceptName = composition.name ?? textAt(root, 'concept') ?? templateId;
    tree = {
      ...composition,
      id: nameToId(conceptName),
      name: conceptName,
      localizedName: conceptName,
      localizedNames: { [language]: conceptName },
      children: [
        ...(composition.children ?? []),
        {
          id: 'category',
          rmType: 'DV_CODED_TEXT',
          min: 1,
          max: 1,
          inContext: true,
          inputs:
            codes.length > 0 && codes[0]!.list?.length
              ? codes
              : [
                  {
                    suffix: 'code',
                    type: 'CODED_TEXT',
                    terminology: 'openehr',
                    list: [{ value: '433', label: 'event' }],
                  },
                ],
        },
        { id: 'language', rmType: 'CODE_PHRASE', min: 1, max: 1, inContext: true },
        { id: 'territory', rmType: 'CODE_PHRASE', min: 1, max: 1, inContext: true },
      ],
    };
  } catch (e) {
    return { diagnostics: [importError('openehr-not-a-template', (e as Error).message)] };
  }
  return {
    template: { templateId, version: '2.3', defaultLanguage: language, languages: [language], tree },
    diagnostics: reader.problems,
  };
}
