import { importError, MAX_TEMPLATE_NODES, type ImportDiagnostic } from './importDiagnostics';
import type { WebTemplate, WebTemplateInput, WebTemplateNode } from './webTemplate';
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
  'item',
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
  // event math functions
  '144': 'maximum',
  '145': 'minimum',
  '146': 'mean',
  '147': 'change',
  '148': 'total',
  '149': 'variation',
  '267': 'mode',
  '268': 'median',
  '521': 'decrease',
  '522': 'increase',
  '640': 'actual',
};

/** Every math function of an interval event (the openehr terminology's group), when the template names none. */
const MATH_FUNCTIONS = ['144', '145', '146', '147', '148', '149', '267', '268', '521', '522', '640'];

const DURATION_SUFFIX: Readonly<Record<string, string>> = {
  Y: 'year',
  M: 'month',
  W: 'week',
  D: 'day',
  H: 'hour',
  S: 'second',
};

/**
 * The web template id of a name, by the rule of EHRbase's and Better's SDKs: every character but a letter
 * (Unicode alphabetic), an ASCII digit, `.`, `_` and `-` is a space (so `SpO₂` loses its subscript, `ö`
 * stays); spaces are trimmed and each run becomes one `_`; lower case; an id starting with a digit gets an
 * `a` before it (`24 Stunden` → `a24_stunden`). A trailing `.` is kept.
 */
export function nameToId(name: string): string {
  const id = name
    .replace(/[^\p{Alphabetic}0-9._-]/gu, ' ')
    .trim()
    .split(/\s+/)
    .join('_')
    .toLowerCase();
  if (id === '') return 'node';
  return /^[0-9]/.test(id) ? `a${id}` : id;
}

/** The id of one alternative of an element of several data types: `quantity_value`, `interval_of_count_value`. */
export function choiceId(rmType: string): string {
  const interval = /^DV_INTERVAL<DV_(\w+)>$/.exec(rmType);
  if (interval) return `interval_of_${interval[1]!.toLowerCase()}_value`;
  return `${rmType.replace(/^DV_/, '').toLowerCase()}_value`;
}

/**
 * Whose web template rules the reader follows where EHRbase's and Better's differ
 * (docs/openehr.md#opt-ids-the-same-paths-as-the-web-template): the event context's id (EHRbase: always
 * `context`; Better: the name of its node id when it has one, `event_context`) and whether an "any" element
 * lists DV_SCALE (Better: `scale_value`; EHRbase refuses DV_SCALE).
 */
export type WebTemplateRules = 'ehrbase' | 'better';

/**
 * The data types an ELEMENT with no value constraint may hold, in the order the web template lists them
 * (EHRbase's list; Better's also has DV_SCALE, which EHRbase would refuse at `…/scale_value`).
 */
const ANY_TYPES = [
  'DV_TEXT',
  'DV_CODED_TEXT',
  'DV_MULTIMEDIA',
  'DV_PARSABLE',
  'DV_STATE',
  'DV_BOOLEAN',
  'DV_IDENTIFIER',
  'DV_URI',
  'DV_EHR_URI',
  'DV_DURATION',
  'DV_QUANTITY',
  'DV_COUNT',
  'DV_PROPORTION',
  'DV_DATE_TIME',
  'DV_TIME',
  'DV_ORDINAL',
  'DV_DATE',
];

/**
 * Sibling ids made unique as the web template makes them: the second node with an id gets `2` appended,
 * the third `3` (`time`, `time2`).
 */
export function uniqueIds(nodes: WebTemplateNode[]): WebTemplateNode[] {
  const seen = new Map<string, number>();
  return nodes.map((n) => {
    const k = (seen.get(n.id) ?? 0) + 1;
    seen.set(n.id, k);
    return k === 1 ? n : { ...n, id: `${n.id}${k}` };
  });
}

interface Terms {
  readonly text: Map<string, string>;
  readonly description: Map<string, string>;
  readonly comment: Map<string, string>;
}

function occurrences(el: XmlElement): { min: number; max: number } {
  const occ = child(el, 'occurrences');
  if (!occ) return { min: 1, max: 1 };
  const min = Number(textAt(occ, 'lower') ?? '0');
  const max = textAt(occ, 'upper_unbounded') === 'true' ? -1 : Number(textAt(occ, 'upper') ?? '1');
  return { min: Number.isFinite(min) ? min : 0, max: Number.isFinite(max) ? max : 1 };
}

/** PROPORTION_KIND names as the web template writes them (`proportionTypes`), by the kind's number. */
const PROPORTION_KIND_NAMES = ['ratio', 'unitary', 'percent', 'fraction', 'integer_fraction'];

/** The kinds a DV_PROPORTION constraint allows: its `type` attribute's C_INTEGER list. */
function proportionTypes(dv: XmlElement): string[] {
  const item = child(
    attribute(dv, 'type')?.children.find((c) => c.name === 'children'),
    'item',
  );
  return childrenNamed(item, 'list')
    .map((l) => PROPORTION_KIND_NAMES[Number(l.text.trim())])
    .filter((k): k is string => k !== undefined);
}

function attribute(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return childrenNamed(el, 'attributes').find((a) => textAt(a, 'rm_attribute_name') === name);
}

const rmType = (el: XmlElement): string => textAt(el, 'rm_type_name') ?? '';

/**
 * The names a template gives a node: the values of its `name` constraint (a DV_TEXT's strings, or a
 * DV_CODED_TEXT's codes by their terms). Several names make one node each, as in the web template.
 */
function constrainedNames(el: XmlElement, terms: Terms): string[] {
  const nameAttr = attribute(el, 'name');
  const dv = nameAttr?.children.find((c) => c.name === 'children');
  if (!dv) return [];
  if (rmType(dv) === 'DV_CODED_TEXT') {
    const code = childrenNamed(attribute(dv, 'defining_code'), 'children')[0];
    const terminology = textAt(code, 'terminology_id', 'value') ?? 'local';
    return childrenNamed(code, 'code_list')
      .map((c) => termOf(terms, terminology, c.text.trim()))
      .filter((t): t is string => t !== undefined);
  }
  const value = attribute(dv, 'value');
  const prim = value?.children.find((c) => c.name === 'children');
  const item = child(prim, 'item');
  return childrenNamed(item, 'list')
    .map((l) => l.text.trim())
    .filter((t) => t !== '');
}

/** The term of a code: local codes by the archetype's terms, others by a `TERMINOLOGY::code` or bare definition. */
function termOf(terms: Terms, terminology: string, code: string): string | undefined {
  if (terminology === 'local') return terms.text.get(code);
  if (terminology === 'openehr') return terms.text.get(code) ?? OPENEHR_TERMS[code] ?? code;
  return terms.text.get(`${terminology}::${code}`) ?? terms.text.get(code);
}

class OptReader {
  count = 0;
  readonly problems: ImportDiagnostic[] = [];

  constructor(
    readonly language: string,
    readonly rules: WebTemplateRules,
  ) {}

  /**
   * The names of an object (one node each): its template names, else its node_id's text in the archetype's
   * terms, else the attribute it hangs on.
   */
  namings(el: XmlElement, terms: Terms, fallback: string): string[] {
    const nodeId = textAt(el, 'node_id') ?? '';
    const names = constrainedNames(el, terms);
    return names.length > 0 ? names : [terms.text.get(nodeId) ?? fallback];
  }

  /** Terms of an archetype root (its term_definitions' text, description and comment items). */
  terms(root: XmlElement): Terms {
    const text = new Map<string, string>();
    const description = new Map<string, string>();
    const comment = new Map<string, string>();
    for (const td of childrenNamed(root, 'term_definitions')) {
      const code = td.attrs['code'];
      if (!code) continue;
      for (const i of childrenNamed(td, 'items')) {
        const v = i.text.trim();
        if (i.attrs['id'] === 'text') text.set(code, v);
        else if (i.attrs['id'] === 'description') description.set(code, v);
        else if (i.attrs['id'] === 'comment') comment.set(code, v);
      }
    }
    return { text, description, comment };
  }

  /** The children of an object along the walked attributes, structural objects flattened. */
  children(el: XmlElement, terms: Terms): WebTemplateNode[] {
    const out: WebTemplateNode[] = [];
    for (const attr of childrenNamed(el, 'attributes')) {
      const name = textAt(attr, 'rm_attribute_name') ?? '';
      if (!WALKED.has(name)) continue;
      const objects = childrenNamed(attr, 'children');
      const events = objects.filter((c) => EVENTS.has(rmType(c))).length;
      for (const c of objects) {
        const type = c.attrs['type'];
        if (type === 'ARCHETYPE_SLOT') continue;
        const rm = rmType(c);
        if (rm === 'ISM_TRANSITION') continue;
        // A structural object, or the only event of a history and one that occurs once (the web
        // template puts its data straight under the observation), adds no level of its own.
        if (FLATTENED.has(rm) || (EVENTS.has(rm) && events === 1 && occurrences(c).max === 1)) {
          out.push(...this.children(c, terms));
          continue;
        }
        out.push(...this.objects(c, type === 'C_ARCHETYPE_ROOT' ? this.terms(c) : terms, name));
      }
    }
    return uniqueIds(out);
  }

  /** The nodes of one object: one, or one per name when the template allows several names. */
  objects(el: XmlElement, terms: Terms, attrName: string): WebTemplateNode[] {
    const fixed = constrainedNames(el, terms).length > 0;
    return this.namings(el, terms, attrName)
      .map((name) => this.object(el, terms, name))
      .filter((n): n is WebTemplateNode => n !== undefined)
      .map((n) => (fixed ? { ...n, nameFixed: true } : n));
  }

  /** The names and descriptions of a node, as a web template gives them. */
  named(name: string, nodeId: string, terms: Terms) {
    const description = terms.description.get(nodeId);
    const comment = terms.comment.get(nodeId);
    return {
      id: nameToId(name),
      name,
      localizedName: name,
      localizedNames: { [this.language]: name },
      ...(description ? { localizedDescriptions: { [this.language]: description } } : {}),
      ...(comment ? { annotations: { comment } } : {}),
    };
  }

  /** One object named `name`: an ELEMENT (collapsed into its data type, or a choice of them) or a container. */
  object(el: XmlElement, terms: Terms, name: string): WebTemplateNode | undefined {
    if (++this.count > MAX_TEMPLATE_NODES)
      throw new Error(`the template has over ${MAX_TEMPLATE_NODES} nodes`);
    const rm = rmType(el);
    const { min, max } = occurrences(el);
    const nodeId = textAt(el, 'node_id') ?? '';
    const named = this.named(name, nodeId, terms);
    if (rm === 'ELEMENT') return this.element(el, terms, { ...named, nodeId, min, max });
    if (rm.startsWith('DV_')) return undefined;
    const children = this.children(el, terms);
    if (ENTRIES.has(rm)) {
      children.push(
        { id: 'language', rmType: 'CODE_PHRASE', min: 1, max: 1, inContext: true },
        { id: 'encoding', rmType: 'CODE_PHRASE', min: 1, max: 1, inContext: true },
      );
    }
    if (rm === 'EVENT_CONTEXT') {
      children.push({ id: 'setting', rmType: 'DV_CODED_TEXT', min: 1, max: 1, inContext: true });
    }
    // The RM attributes a web template shows of an interval event (its math function and width) and of
    // an instruction (its expiry time), constrained by the template or not.
    if (rm === 'INTERVAL_EVENT') children.unshift(...this.intervalEventAttributes(el, terms));
    if (rm === 'ACTIVITY') {
      // ACTIVITY.timing, which the web templates list with the context.
      children.push({
        id: 'timing',
        name: 'timing',
        rmType: 'DV_PARSABLE',
        min: 0,
        max: 1,
        inputs: [
          { suffix: 'value', type: 'TEXT' },
          { suffix: 'formalism', type: 'TEXT' },
        ],
        inContext: true,
      });
    }
    if (rm === 'INSTRUCTION') {
      // INSTRUCTION.narrative, which the web templates list with the context.
      children.push({
        id: 'narrative',
        name: 'Narrative',
        rmType: 'DV_TEXT',
        min: 1,
        max: 1,
        inputs: [{ type: 'TEXT' }],
        inContext: true,
      });
      children.push({
        id: 'expiry_time',
        name: 'expiry_time',
        rmType: 'DV_DATE_TIME',
        min: 0,
        max: 1,
        inputs: [{ type: 'DATETIME' }],
      });
    }
    return {
      // The event context is no LOCATABLE: it is `context` even where the template gives it a node id (as in
      // EHRbase's web templates); Better's name one with a node id by that node's term (`event_context`).
      ...(rm === 'EVENT_CONTEXT' && (this.rules === 'ehrbase' || nodeId === '') ? { id: 'context' } : named),
      rmType: rm,
      nodeId,
      min,
      max,
      children,
    };
  }

  /**
   * An ELEMENT as the web template has it: with one data type, that type's node under the element's id;
   * with a coded text or a plain text, a coded text whose list is open (`|other`); with several types (a
   * null flavour the template constrains counts as one), the element with one child per type
   * (`quantity_value`, `coded_text_value` …); with no value constraint, every data type ("any").
   */
  element(
    el: XmlElement,
    terms: Terms,
    base: Omit<WebTemplateNode, 'rmType'> & { readonly localizedNames: Record<string, string> },
  ): WebTemplateNode {
    const valueAttr = attribute(el, 'value');
    const given = childrenNamed(valueAttr, 'children').filter((v) => rmType(v) !== '');
    // Beside a text, an ordinal or a scale, a coded text the template leaves unconstrained adds no
    // alternative of its own (Better's web templates list only the other type).
    const subsumes = given.some((v) => ['DV_TEXT', 'DV_ORDINAL', 'DV_SCALE'].includes(rmType(v)));
    const values = subsumes
      ? given.filter((v) => rmType(v) !== 'DV_CODED_TEXT' || childrenNamed(v, 'attributes').length > 0)
      : given;
    const nullFlavour = childrenNamed(attribute(el, 'null_flavour'), 'children').filter(
      (v) => rmType(v) === 'DV_CODED_TEXT',
    );
    const alternative = (v: XmlElement | string): WebTemplateNode => {
      const type = typeof v === 'string' ? v : rmType(v);
      return {
        ...base,
        id: choiceId(type),
        rmType: type,
        nodeId: '',
        inputs: typeof v === 'string' ? this.anyInputs(type) : this.inputs(v, type, terms),
      };
    };
    const types = values.map(rmType);
    if (values.length === 0) {
      const any = this.rules === 'better' ? [...ANY_TYPES, 'DV_SCALE'] : ANY_TYPES;
      return { ...base, rmType: 'ELEMENT', children: any.map(alternative) };
    }
    if (values.length === 1 && nullFlavour.length === 0) {
      const only = values[0]!;
      const kinds = rmType(only) === 'DV_PROPORTION' ? proportionTypes(only) : [];
      return {
        ...base,
        rmType: rmType(only),
        inputs: this.inputs(only, rmType(only), terms),
        // The kinds a DV_PROPORTION allows (its `type` list), as the web template's `proportionTypes`.
        ...(kinds.length > 0 ? { proportionTypes: kinds } : {}),
      };
    }
    if (
      nullFlavour.length === 0 &&
      values.length === 2 &&
      types.includes('DV_CODED_TEXT') &&
      types.includes('DV_TEXT')
    ) {
      const coded = values[types.indexOf('DV_CODED_TEXT')]!;
      const inputs = this.inputs(coded, 'DV_CODED_TEXT', terms);
      const other: WebTemplateInput = { suffix: 'other', type: 'TEXT' };
      // With no codes to list (an external terminology), free text beside a code.
      if (!inputs.some((i) => i.list?.length))
        return { ...base, rmType: 'DV_CODED_TEXT', inputs: [{ ...other, listOpen: true }] };
      const open = inputs.map((i) => (i.suffix === 'code' ? { ...i, listOpen: true } : i));
      return { ...base, rmType: 'DV_CODED_TEXT', inputs: [...open, other] };
    }
    const children = [...values, ...nullFlavour].map(alternative);
    return { ...base, rmType: 'ELEMENT', children };
  }

  /** An interval event's `math_function` (coded, openehr) and `width` (a duration). */
  intervalEventAttributes(el: XmlElement, terms: Terms): WebTemplateNode[] {
    const math = childrenNamed(attribute(el, 'math_function'), 'children')[0];
    const width = childrenNamed(attribute(el, 'width'), 'children')[0];
    const mathInputs = math ? this.inputs(math, 'DV_CODED_TEXT', terms) : [];
    return [
      {
        id: 'math_function',
        name: 'math_function',
        rmType: 'DV_CODED_TEXT',
        min: 1,
        max: 1,
        // Left to the server (context) unless the template constrains it, as in Better's web templates.
        ...(math ? {} : { inContext: true }),
        inputs: mathInputs.some((i) => i.list?.length)
          ? mathInputs
          : [
              {
                suffix: 'code',
                type: 'CODED_TEXT',
                terminology: 'openehr',
                list: MATH_FUNCTIONS.map((value) => ({ value, label: OPENEHR_TERMS[value] ?? value })),
              },
            ],
      },
      {
        id: 'width',
        name: 'width',
        rmType: 'DV_DURATION',
        min: 1,
        max: 1,
        ...(width ? {} : { inContext: true }),
        inputs: width ? this.inputs(width, 'DV_DURATION', terms) : this.anyInputs('DV_DURATION'),
      },
    ];
  }

  /** The inputs of an alternative the template does not constrain. */
  anyInputs(type: string): WebTemplateInput[] {
    switch (type) {
      case 'DV_CODED_TEXT':
        return [
          { suffix: 'code', type: 'TEXT' },
          { suffix: 'value', type: 'TEXT' },
        ];
      case 'DV_QUANTITY':
        return [
          { suffix: 'magnitude', type: 'DECIMAL' },
          { suffix: 'unit', type: 'TEXT' },
        ];
      case 'DV_DURATION':
        return ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'].map((suffix) => ({
          suffix,
          type: 'INTEGER',
        }));
      case 'DV_ORDINAL':
      case 'DV_SCALE':
        return [{ type: 'CODED_TEXT', list: [] }];
      default:
        return this.inputs(undefined, type, { text: new Map(), description: new Map(), comment: new Map() });
    }
  }

  /** The inputs of a data-type constraint, as a web template lists them. */
  inputs(dv: XmlElement | undefined, type: string, terms: Terms): WebTemplateInput[] {
    switch (type) {
      case 'DV_CODED_TEXT': {
        const code = childrenNamed(attribute(dv, 'defining_code'), 'children')[0];
        if (!code) return [{ suffix: 'code', type: 'TEXT' }];
        const ref = textAt(code, 'referenceSetUri');
        if (ref) return [{ suffix: 'code', type: 'TEXT', terminology: ref.replace(/^terminology:/, '') }];
        const terminology = textAt(code, 'terminology_id', 'value') ?? 'local';
        // Labels from the term definitions (`LOINC::14743-9` or the bare code); as in the web template, a
        // code with no definition is no option, and a list left with none takes a code and its term typed.
        const list = childrenNamed(code, 'code_list').flatMap((c) => {
          const value = c.text.trim();
          const label = termOf(terms, terminology, value);
          // A local code keeps its place without a term (as in Better's web templates).
          if (label === undefined && terminology === 'local') return [{ value, label: value }];
          return label === undefined ? [] : [{ value, label, localizedLabels: { [this.language]: label } }];
        });
        if (list.length === 0)
          return [
            { suffix: 'code', type: 'TEXT', terminology },
            { suffix: 'value', type: 'TEXT', terminology },
          ];
        return [{ suffix: 'code', type: 'CODED_TEXT', terminology, list }];
      }
      case 'DV_ORDINAL':
      case 'DV_SCALE': {
        // A C_DV_ORDINAL's and a C_DV_SCALE's list: each value with its symbol.
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
      case 'DV_TEXT': {
        // A text the template restricts to a list of values (one value: fixed).
        const prim = attribute(dv, 'value')?.children.find((c) => c.name === 'children');
        const list = childrenNamed(child(prim, 'item'), 'list')
          .map((l) => l.text.trim())
          .map((value) => ({ value, label: value }));
        return list.length > 0 ? [{ type: 'TEXT', list, listOpen: false }] : [{ type: 'TEXT' }];
      }
      case 'DV_COUNT':
        return [{ type: 'INTEGER' }];
      case 'DV_BOOLEAN':
        return [{ type: 'BOOLEAN' }];
      case 'DV_DATE': {
        // A C_DATE pattern (`YYYY-??-XX`) as the web template gives it (`yyyy-??-XX`).
        const pattern = textAt(
          attribute(dv, 'value')?.children.find((c) => c.name === 'children'),
          'item',
          'pattern',
        );
        return [
          { type: 'DATE', ...(pattern ? { validation: { pattern: pattern.replace(/^YYYY/, 'yyyy') } } : {}) },
        ];
      }
      case 'DV_DATE_TIME': {
        // A C_DATE_TIME pattern (`yyyy-??-??T??:??:??`) as the web template gives it.
        const pattern = textAt(
          attribute(dv, 'value')?.children.find((c) => c.name === 'children'),
          'item',
          'pattern',
        );
        return [
          {
            type: 'DATETIME',
            ...(pattern ? { validation: { pattern: pattern.replace(/^YYYY/, 'yyyy') } } : {}),
          },
        ];
      }
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
export function readOperationalTemplate(
  text: string,
  rules: WebTemplateRules = 'ehrbase',
): {
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
  const reader = new OptReader(language, rules);
  let tree: WebTemplateNode;
  try {
    const terms = reader.terms(definition);
    const composition = reader.objects(definition, terms, 'composition')[0];
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
