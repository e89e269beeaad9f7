import { importInfo, importWarning, type ImportDiagnostic } from './importDiagnostics';
import type { WebTemplate, WebTemplateInput, WebTemplateInputValue, WebTemplateNode } from './webTemplate';
import type { FormNode } from './yamlText';

/**
 * The import defaults of designer.md §9 (docs/openehr.md): language sv and territory SE, an AutoComplete
 * for a coded list of over 3 options or over 32 characters of labels, placeholder 'Välj...', a List with
 * 'Add new entry' for a repeating entry, cluster headers down to h4.
 */
export const IMPORT_DEFAULTS = {
  language: 'sv',
  territory: 'SE',
  autoCompleteOver: 3,
  autoCompleteLabelChars: 32,
  placeholder: 'Välj...',
  addButtonText: 'Add new entry',
  deepestHeader: 'h4',
} as const;

/** What {@link templateToForm} makes: the components, the language used, and notes. */
export interface ImportedForm {
  readonly title: string;
  readonly language: string;
  readonly components: FormNode[];
  readonly diagnostics: ImportDiagnostic[];
  /** How many input components were made (hidden fixed values not counted). */
  readonly inputCount: number;
  /** FLAT paths (no indexes) of the nodes that may occur more than once: Metadata openEhrTemplate.repeating. */
  readonly repeating: string[];
}

/** The FLAT paths of every node whose maximum exceeds 1 (context nodes aside). */
function repeatingPaths(n: WebTemplateNode, path: string, out: string[]): string[] {
  for (const c of n.children ?? []) {
    if (c.inContext) continue;
    const p = `${path}/${c.id}`;
    if (isRepeating(c)) out.push(p);
    repeatingPaths(c, p, out);
  }
  return out;
}

const ENTRY_TYPES = new Set([
  'OBSERVATION',
  'EVALUATION',
  'INSTRUCTION',
  'ACTION',
  'ADMIN_ENTRY',
  'GENERIC_ENTRY',
]);

const DURATION_UNITS: Readonly<Record<string, { designator: string; time: boolean; sv: string }>> = {
  year: { designator: 'Y', time: false, sv: 'år' },
  month: { designator: 'M', time: false, sv: 'månader' },
  week: { designator: 'W', time: false, sv: 'veckor' },
  day: { designator: 'D', time: false, sv: 'dagar' },
  hour: { designator: 'H', time: true, sv: 'timmar' },
  minute: { designator: 'M', time: true, sv: 'minuter' },
  second: { designator: 'S', time: true, sv: 'sekunder' },
};

const isRepeating = (n: WebTemplateNode): boolean => n.max === -1 || (n.max ?? 1) > 1;

/** Escapes `{` and `}` so a template label is shown as written (decisions.md: `\{` and `\}`). */
const literal = (s: string): string => s.replace(/[{}]/g, (c) => `\\${c}`);

/** A formula string literal. */
const str = (s: string): string => JSON.stringify(s);

class Builder {
  readonly diagnostics: ImportDiagnostic[] = [];
  readonly ids = new Set<string>();
  inputCount = 0;

  constructor(
    readonly template: WebTemplate,
    readonly language: string,
    readonly labelLanguages: readonly string[],
  ) {}

  label(n: WebTemplateNode): string {
    for (const l of this.labelLanguages) {
      const s = n.localizedNames?.[l];
      if (s) return s;
    }
    return n.localizedName ?? n.name ?? n.id;
  }

  optionLabel(v: WebTemplateInputValue): string {
    for (const l of this.labelLanguages) {
      const s = v.localizedLabels?.[l];
      if (s) return s;
    }
    return v.label ?? v.value;
  }

  /** A unique component id from a template id (letters, digits and _; å, ä, ö kept). */
  id(base: string): string {
    let s = base.replace(/[^A-Za-z0-9_ÅÄÖåäö]+/g, '_').replace(/^_+|_+$/g, '');
    if (!/^[A-Za-z_ÅÄÖåäö]/.test(s)) s = `f_${s}`;
    if (s === '' || s === 'f_') s = 'field';
    let candidate = s;
    for (let i = 2; this.ids.has(candidate.toLowerCase()); i++) candidate = `${s}_${i}`;
    this.ids.add(candidate.toLowerCase());
    return candidate;
  }

  header(depth: number): string {
    return depth <= 1 ? 'h2' : depth === 2 ? 'h3' : IMPORT_DEFAULTS.deepestHeader;
  }

  /** Options of a coded or ordinal input; values carry the terminology (`SNOMEDCT::123`) or ordinal (`2::at0010`). */
  options(input: WebTemplateInput, ordinal: boolean): { value: string; text: string }[] {
    const term = input.terminology;
    return (input.list ?? []).map((v) => {
      const code = term && term !== 'local' && !v.value.includes('::') ? `${term}::${v.value}` : v.value;
      return {
        value: ordinal && v.ordinal !== undefined ? `${v.ordinal}::${code}` : code,
        text: this.optionLabel(v),
      };
    });
  }

  /** A choice component: AutoComplete past 3 options or 32 characters of labels, else Option/CheckboxList. */
  choice(
    id: string,
    label: string,
    path: string,
    options: { value: string; text: string }[],
    multi: boolean,
  ): FormNode {
    const chars = options.reduce((sum, o) => sum + o.text.length, 0);
    if (options.length > IMPORT_DEFAULTS.autoCompleteOver || chars > IMPORT_DEFAULTS.autoCompleteLabelChars) {
      return {
        type: 'AutoComplete',
        props: {
          id,
          label,
          oEhrId: path,
          options,
          placeholder: IMPORT_DEFAULTS.placeholder,
          ...(multi ? { multichoice: true } : {}),
        },
      };
    }
    return {
      type: multi ? 'CheckboxList' : 'Option',
      props: { id, label, oEhrId: path, options },
    };
  }

  /** The components of one data-type node (an ELEMENT's value). */
  leaf(n: WebTemplateNode, path: string, where: string): FormNode[] {
    const label = literal(this.label(n));
    const id = this.id(n.id);
    const inputs = n.inputs ?? [];
    const first = inputs[0];
    const multi = isRepeating(n);
    const input = (node: FormNode): FormNode[] => {
      this.inputCount++;
      return [node];
    };
    const hiddenNote = (why: string): FormNode[] => {
      this.diagnostics.push(importInfo('openehr-hidden', `${n.rmType} at ${where}: ${why}`, where));
      return [
        { type: 'Text', props: { id, label, hidden: true, oEhrId: path }, note: `${n.rmType}: ${why}` },
      ];
    };
    switch (n.rmType) {
      case 'DV_TEXT':
      case 'DV_URI':
      case 'DV_EHR_URI':
        if (multi)
          return input({
            type: 'AutoComplete',
            props: { id, label, oEhrId: path, options: [], multichoice: true },
            note: `${n.rmType} with several values: each value at ${path}:n.`,
          });
        return input({ type: 'Text', props: { id, label, oEhrId: path } });
      case 'DV_CODED_TEXT':
      case 'DV_ORDINAL':
      case 'DV_SCALE': {
        const code = inputs.find((i) => i.list && i.list.length > 0) ?? first;
        const options = code ? this.options(code, n.rmType !== 'DV_CODED_TEXT') : [];
        if (options.length === 0) {
          const named = inputs.find((i) => i.terminology && i.terminology !== 'local')?.terminology;
          const term = named ?? 'an external terminology';
          this.diagnostics.push(
            importInfo(
              'openehr-external-terminology',
              `${where} is coded in ${term} with no local options: imported as a free AutoComplete.`,
              where,
            ),
          );
          return input({
            type: 'AutoComplete',
            props: {
              id,
              label,
              oEhrId: path,
              options: [],
              placeholder: IMPORT_DEFAULTS.placeholder,
              ...(multi ? { multichoice: true } : {}),
            },
            note: `Coded in ${term} (no local options): give the options as TERMINOLOGY::code values, e.g. from a data provider.`,
          });
        }
        return input(this.choice(id, label, path, options, multi));
      }
      case 'DV_QUANTITY': {
        const mag = inputs.find((i) => i.suffix === 'magnitude');
        const units = inputs.find((i) => i.suffix === 'unit')?.list ?? [];
        const unit = units[0]?.value;
        const range = mag?.validation?.range;
        const note =
          units.length > 1
            ? `Units allowed by the template: ${units.map((u) => u.value).join(', ')}; the form uses ${unit}.`
            : undefined;
        if (note) this.diagnostics.push(importInfo('openehr-units', `${where}: ${note}`, where));
        return input({
          type: 'Number',
          props: {
            id,
            label,
            oEhrId: path,
            ...(unit ? { suffix: unit } : {}),
            ...(range?.min !== undefined ? { minValue: range.min } : {}),
            ...(range?.max !== undefined ? { maxValue: range.max } : {}),
          },
          ...(note ? { note } : {}),
        });
      }
      case 'DV_COUNT': {
        const range = first?.validation?.range;
        return input({
          type: 'Number',
          props: {
            id,
            label,
            oEhrId: path,
            scale: 0,
            ...(range?.min !== undefined ? { minValue: range.min } : {}),
            ...(range?.max !== undefined ? { maxValue: range.max } : {}),
          },
        });
      }
      case 'DV_BOOLEAN':
        return input({ type: 'Checkbox', props: { id, label, oEhrId: path } });
      case 'DV_DATE':
        return input({ type: 'Date', props: { id, label, oEhrId: path } });
      case 'DV_DATE_TIME':
        return input({
          type: 'Date',
          props: { id, label, oEhrId: path },
          note: 'DV_DATE_TIME: the date is written as is, a time of day only when the value carries one.',
        });
      case 'DV_TIME':
        return input({ type: 'Text', props: { id, label, oEhrId: path, placeholder: 'hh:mm' } });
      case 'DV_DURATION': {
        const unitKey = inputs.find((i) => i.suffix && DURATION_UNITS[i.suffix])?.suffix ?? 'day';
        const unit = DURATION_UNITS[unitKey]!;
        const numberId = id;
        const hiddenId = this.id(`${n.id}_iso`);
        const prefix = unit.time ? 'PT' : 'P';
        this.inputCount++;
        return [
          {
            type: 'Number',
            props: {
              id: numberId,
              label,
              scale: 0,
              minValue: 0,
              suffix: this.language === 'sv' ? unit.sv : `${unitKey}s`,
            },
            note: `DV_DURATION: written as ISO 8601 (${prefix}n${unit.designator}) by ${hiddenId}.`,
          },
          {
            type: 'Text',
            props: {
              id: hiddenId,
              hidden: true,
              oEhrId: path,
              value: `=IsEmpty(${numberId}) ? "" : ${str(prefix)} + ${numberId} + ${str(unit.designator)}`,
            },
          },
        ];
      }
      case 'DV_PROPORTION': {
        const numberId = id;
        const hiddenId = this.id(`${n.id}_proportion`);
        this.inputCount++;
        return [
          {
            type: 'Number',
            props: { id: numberId, label, suffix: '%' },
            note: `DV_PROPORTION: written as a percent (numerator, denominator 100, type 2) by ${hiddenId}.`,
          },
          {
            type: 'Text',
            props: {
              id: hiddenId,
              hidden: true,
              oEhrId: path,
              value: `=OehrProportion(${numberId}, 100, 2)`,
            },
          },
        ];
      }
      case 'DV_IDENTIFIER':
        return input({ type: 'Text', props: { id, label, oEhrId: `${path}|id` } });
      case 'DV_PARSABLE':
        return input({
          type: 'TextArea',
          props: { id, label, oEhrId: `${path}|value` },
          note: 'DV_PARSABLE: the text is written as |value; the formalism is left to the server.',
        });
      case 'DV_MULTIMEDIA':
        return hiddenNote('a file or image cannot be entered in a form; set it from a script if needed.');
      default:
        return hiddenNote('no input maps to this data type.');
    }
  }

  /**
   * The fixed context values under a node (language, encoding, territory, category, setting), as hidden
   * components writing FLAT suffixes. `when` (a formula condition) makes an entry's values depend on the
   * entry holding data, so an untouched entry writes nothing.
   */
  contextValues(n: WebTemplateNode, path: string, when: string | undefined): FormNode[] {
    const out: FormNode[] = [];
    for (const c of n.children ?? []) {
      if (!c.inContext) continue;
      let code: string | undefined;
      let text = '';
      let term = '';
      if (c.rmType === 'CODE_PHRASE' && c.id === 'language') [code, term] = [this.language, 'ISO_639-1'];
      else if (c.rmType === 'CODE_PHRASE' && c.id === 'encoding')
        [code, term] = ['UTF-8', 'IANA_character-sets'];
      else if (c.rmType === 'CODE_PHRASE' && c.id === 'territory')
        [code, term] = [IMPORT_DEFAULTS.territory, 'ISO_3166-1'];
      else if (c.rmType === 'DV_CODED_TEXT' && c.id === 'category') {
        const v = c.inputs?.[0]?.list?.[0];
        if (v) [code, text, term] = [v.value, v.label ?? '', c.inputs?.[0]?.terminology ?? 'openehr'];
      } else if (c.rmType === 'DV_CODED_TEXT' && c.id === 'setting')
        [code, text, term] = ['238', 'other care', 'openehr'];
      if (code === undefined) continue;
      const call = `OehrCode(${str(code)}, ${str(text)}, ${str(term)})`;
      out.push({
        type: 'Text',
        props: {
          id: this.id(`${path.split('/').pop() ?? 'composition'}_${c.id}`),
          hidden: true,
          oEhrId: `${path}/${c.id}`,
          value: when ? `=(${when}) ? ${call} : ""` : `=${call}`,
        },
      });
    }
    return out;
  }

  /** The children of a container. */
  walk(
    n: WebTemplateNode,
    path: string,
    depth: number,
    inList: boolean,
    where: string,
  ): { nodes: FormNode[]; filled: string[] } {
    const nodes: FormNode[] = [];
    const filled: string[] = [];
    for (const c of n.children ?? []) {
      if (c.inContext || c.rmType === 'ISM_TRANSITION') continue;
      const r = this.node(c, path, depth, inList, `${where}/${c.id}`);
      nodes.push(...r.nodes);
      filled.push(...r.filled);
    }
    return { nodes, filled };
  }

  /** One node: an input, a header with its children, or a List. `filled` holds formula tests of data. */
  node(
    n: WebTemplateNode,
    parentPath: string,
    depth: number,
    inList: boolean,
    where: string,
  ): { nodes: FormNode[]; filled: string[] } {
    let path = `${parentPath}/${n.id}`;
    const repeating = isRepeating(n);
    if (n.rmType.startsWith('DV_')) {
      const nodes = this.leaf(n, path, where);
      const ids = nodes.filter((x) => !x.props['hidden']).map((x) => String(x.props['id']));
      return { nodes, filled: inList ? [] : ids.map((i) => `!IsEmpty(${i})`) };
    }
    if (!n.children || n.children.length === 0) return { nodes: [], filled: [] };
    if (repeating && inList) {
      this.diagnostics.push(
        importWarning(
          'openehr-nested-repetition',
          `${where} repeats inside a repeating entry (a List cannot hold a List): only its first occurrence is imported.`,
          where,
        ),
      );
      path = `${path}:0`;
    }
    const makeList = repeating && !inList;
    const inner = this.walk(n, path, depth + 1, inList || makeList, where);
    if (inner.nodes.length === 0) return { nodes: [], filled: [] };
    const label = literal(this.label(n));
    const context = ENTRY_TYPES.has(n.rmType);
    if (makeList) {
      const id = this.id(n.id);
      const list: FormNode = {
        type: 'List',
        props: {
          id,
          itemName: `${label} {index}`,
          addButtonText: IMPORT_DEFAULTS.addButtonText,
          oEhrId: path,
        },
        children: inner.nodes,
      };
      const filled = [`${id}.numItems > 0`];
      const extra = context ? this.contextValues(n, path, filled.join(' || ')) : [];
      return {
        nodes: [{ type: 'Header', props: { header: label, level: this.header(depth) } }, list, ...extra],
        filled,
      };
    }
    const extra =
      context && !inList && inner.filled.length > 0
        ? this.contextValues(n, path, inner.filled.join(' || '))
        : context
          ? this.contextValues(n, path, undefined)
          : [];
    return {
      nodes: [
        { type: 'Header', props: { header: label, level: this.header(depth) } },
        ...inner.nodes,
        ...extra,
      ],
      filled: inner.filled,
    };
  }
}

/** Which languages labels are taken from, in order: the wanted one, the template's others, then en. */
function labelLanguages(t: WebTemplate, wanted: string): string[] {
  const langs = [wanted, ...(t.defaultLanguage ? [t.defaultLanguage] : []), ...(t.languages ?? []), 'en'];
  return [...new Set(langs)];
}

/**
 * Turns a web template into the components of a form (docs/openehr.md): context (`inContext`) and careflow
 * (ISM_TRANSITION) nodes never become inputs; every data type maps to an input or a hidden component with a
 * note; each input carries its FLAT path as `oEhrId`; fixed context values are written by hidden components.
 */
export function templateToForm(t: WebTemplate, wanted: string = IMPORT_DEFAULTS.language): ImportedForm {
  const language = (t.languages ?? []).includes(wanted)
    ? wanted
    : (t.defaultLanguage ?? t.languages?.[0] ?? 'en');
  const b = new Builder(t, language, labelLanguages(t, wanted));
  const root = t.tree;
  const rootPath = root.id;
  const body = b.walk(root, rootPath, 1, false, `/${root.id}`);
  // The composition's own context values, then those of its event context.
  const context = b.contextValues(root, rootPath, undefined);
  const eventContext = root.children?.find((c) => c.rmType === 'EVENT_CONTEXT');
  if (eventContext)
    context.push(...b.contextValues(eventContext, `${rootPath}/${eventContext.id}`, undefined));
  return {
    title: b.label(root),
    language,
    components: [...body.nodes, ...context],
    diagnostics: b.diagnostics,
    inputCount: b.inputCount,
    repeating: repeatingPaths(root, rootPath, []),
  };
}
