import { KEYWORD_VALUES, REFUSED_WORDS } from '../expr/parserTables';
import { importInfo, importWarning, type ImportDiagnostic } from './importDiagnostics';
import type { WebTemplate, WebTemplateInputValue, WebTemplateNode } from './webTemplate';
import type { FormNode } from './yamlText';
import {
  allowsRuntimeName,
  CHOICE_TYPES,
  hasLocalOptions,
  IMPORT_DEFAULTS,
  importTexts,
  isRepeating,
  type ImportedElement,
  leafComponents,
  literal,
  runtimeNameComponents,
  str,
  type LeafContext,
} from './dataTypes';

export { IMPORT_DEFAULTS } from './dataTypes';

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
  /** FLAT paths of DV_DATE_TIME elements entered with a Date: Metadata openEhrTemplate.dateTimes. */
  readonly dateTimes: string[];
  /**
   * Every element's inputs by FLAT path (copy indexes kept, List indexes not): what a test or a tool enters
   * a composition's values with (docs/openehr.md#round-trip).
   */
  readonly elements: ReadonlyMap<string, ImportedElement>;
  /** The Lists made: FLAT path (no index) → List id. */
  readonly lists: ReadonlyMap<string, string>;
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

class Builder implements LeafContext {
  readonly diagnostics: ImportDiagnostic[] = [];
  readonly dateTimes: string[] = [];
  readonly elements = new Map<string, ImportedElement>();
  readonly fixedWithContainer = new Set<FormNode>();
  readonly lists = new Map<string, string>();
  readonly ids = new Set<string>();
  inputCount = 0;
  /** How many nodes' copies the node being built is inside. */
  copyDepth = 0;

  constructor(
    readonly template: WebTemplate,
    readonly language: string,
    readonly labelLanguages: readonly string[],
    /** Every node gets the few copies (a form too large with the many). */
    readonly fewOnly = false,
  ) {}

  label(n: WebTemplateNode): string {
    for (const l of this.labelLanguages) {
      const s = n.localizedNames?.[l];
      if (s) return s;
    }
    // A node without a name (the event context) is labelled by its id: `context` → `Context`.
    return n.localizedName ?? n.name ?? n.id.charAt(0).toUpperCase() + n.id.slice(1).replace(/_/g, ' ');
  }

  optionLabel(v: WebTemplateInputValue): string {
    for (const l of this.labelLanguages) {
      const s = v.localizedLabels?.[l];
      if (s) return s;
    }
    return v.label ?? v.value;
  }

  /**
   * A unique component id from a template id (letters, digits and _; å, ä, ö kept), never a word of the
   * formula language (`in`, `true`…), which a formula could not name.
   */
  id(base: string): string {
    let s = base.replace(/[^A-Za-z0-9_ÅÄÖåäö]+/g, '_').replace(/^_+|_+$/g, '');
    if (!/^[A-Za-z_ÅÄÖåäö]/.test(s)) s = `f_${s}`;
    if (s === '' || s === 'f_') s = 'field';
    const taken = (id: string) =>
      this.ids.has(id.toLowerCase()) || REFUSED_WORDS.has(id) || KEYWORD_VALUES.has(id);
    let candidate = s;
    for (let i = 2; taken(candidate); i++) candidate = `${s}_${i}`;
    this.ids.add(candidate.toLowerCase());
    return candidate;
  }

  header(depth: number): string {
    return depth <= 1 ? 'h2' : depth === 2 ? 'h3' : IMPORT_DEFAULTS.deepestHeader;
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
      else if (c.rmType === 'CODE_PHRASE' && c.id === 'territory') {
        // The territory the template fixes (one allowed or a default code), else none.
        const input = c.inputs?.find((i) => i.suffix === 'code') ?? c.inputs?.[0];
        const fixed =
          typeof input?.defaultValue === 'string' && input.defaultValue !== ''
            ? input.defaultValue
            : input?.list?.length === 1
              ? input.list[0]?.value
              : undefined;
        if (fixed !== undefined) [code, term] = [fixed, 'ISO_3166-1'];
      } else if (c.rmType === 'DV_CODED_TEXT' && c.id === 'category') {
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

  /** The children of a container. `required`: the container always exists (every ancestor min ≥ 1). */
  walk(
    n: WebTemplateNode,
    path: string,
    depth: number,
    inList: boolean,
    where: string,
    required = false,
  ): { nodes: FormNode[]; filled: string[] } {
    const nodes: FormNode[] = [];
    const filled: string[] = [];
    for (const c of n.children ?? []) {
      // An instruction's narrative (INSTRUCTION.narrative, required by the reference model) and an
      // activity's timing (ACTIVITY.timing) are what the order says: the author's to write, though the web
      // template lists them with the context.
      const content =
        (n.rmType === 'INSTRUCTION' && c.id === 'narrative' && c.rmType === 'DV_TEXT') ||
        (n.rmType === 'ACTIVITY' && c.id === 'timing' && c.rmType === 'DV_PARSABLE');
      if ((c.inContext && !content) || c.rmType === 'ISM_TRANSITION') continue;
      const r = this.node(c, path, depth, inList, `${where}/${c.id}`, required);
      nodes.push(...r.nodes);
      filled.push(...r.filled);
    }
    // A value the template fixes on a required element is written whenever this container holds data
    // (the element must be there when its container is); in a List item, whenever that item's inputs do.
    const holdsData = filled.length > 0 ? filled.join(' || ') : undefined;
    for (let i = nodes.length - 1; i >= 0; i--) {
      const x = nodes[i]!;
      if (!this.fixedWithContainer.has(x)) continue;
      this.fixedWithContainer.delete(x);
      if (holdsData) x.props['value'] = `=(${holdsData}) ? ${String(x.props['value']).slice(1)} : ""`;
      else nodes.splice(i, 1);
    }
    return { nodes: withoutEmptyHeaders(nodes), filled };
  }

  /**
   * The copies of a node repeating inside a repeating entry (a List cannot hold a List), with a note saying
   * so. A node outside any other node's copies gets the template's maximum up to `nestedCopiesLimit`, or
   * `nestedCopies` where it sets none, as far as its copies stay within `nestedCopiesComponents` components;
   * inside another node's copies (where copies multiply with each level), or past that budget, it gets the
   * maximum up to `fewCopiesLimit`, or `fewCopies`. Each copy is a ComponentGroup: copy k+1 is hidden while
   * neither copy k nor itself holds data, so the form shows one empty copy past the filled ones and a hidden
   * copy never holds data (it writes nothing). A copy without a visible input is always shown. `filled`: any
   * copy holds data.
   */
  copyGroups(
    n: WebTemplateNode,
    where: string,
    copy: (i: number) => { nodes: FormNode[]; filled: string[] },
  ): { nodes: FormNode[]; filled: string[] } {
    const d = IMPORT_DEFAULTS;
    const max = n.max === undefined || n.max < 0 ? Infinity : n.max;
    const few = max === Infinity ? d.fewCopies : Math.min(max, d.fewCopiesLimit);
    const wanted =
      this.copyDepth > 0 || this.fewOnly
        ? few
        : max === Infinity
          ? d.nestedCopies
          : Math.min(max, d.nestedCopiesLimit);
    const nodes: FormNode[] = [];
    const filled: string[] = [];
    let before: string[] = [];
    let k = wanted;
    for (let i = 0; i < k; i++) {
      this.copyDepth++;
      const c = copy(i);
      this.copyDepth--;
      // The first copy's size decides how many fit in the budget.
      if (i === 0)
        k = Math.min(
          wanted,
          Math.max(few, Math.floor(d.nestedCopiesComponents / Math.max(1, componentCount(c.nodes)))),
        );
      if (c.nodes.length === 0) continue;
      const props: Record<string, unknown> = { id: this.id(`${n.id}_copy_${i + 1}`) };
      if (i > 0 && before.length > 0 && c.filled.length > 0)
        props['hidden'] = `=${noneHoldsData([...before, ...c.filled])}`;
      nodes.push({ type: 'ComponentGroup', props, children: c.nodes });
      filled.push(...c.filled);
      before = c.filled;
    }
    const allows = max === Infinity ? 'any number' : String(max);
    const shown = k > 1 ? ', each shown once the one before holds data' : '';
    const message = `${where} repeats inside a repeating entry (a List cannot hold a List): imported as ${k} copies written at :0 to :${k - 1}${shown}; the template allows ${allows}.`;
    this.diagnostics.push(
      k < max
        ? importWarning('openehr-nested-repetition', message, where)
        : importInfo('openehr-nested-repetition', message, where),
    );
    return { nodes, filled };
  }

  /** The visible inputs of a leaf's components, as formula tests of holding data. */
  filledOf(nodes: FormNode[]): string[] {
    return nodes
      .filter((x) => !x.props['hidden'] && !x.companion && x.type !== 'StaticText' && x.type !== 'Header')
      .map((x) => `!IsEmpty(${String(x.props['id'])})`);
  }

  /**
   * An ELEMENT of "any" type (a choice of data types; the web template lists the alternatives as children
   * such as `quantity_value`, `text_value`): the user picks the type, then enters the value.
   */
  anyElement(n: WebTemplateNode, path: string, where: string, required: boolean): FormNode[] {
    const alternatives = (n.children ?? []).filter((c) => c.rmType.startsWith('DV_'));
    const label = literal(this.label(n));
    if (alternatives.length === 1) {
      const only = alternatives[0]!;
      return leafComponents(
        this,
        { ...only, name: n.name, localizedNames: n.localizedNames, localizedName: n.localizedName },
        `${path}/${only.id}`,
        `${where}/${only.id}`,
        required,
      );
    }
    const chooser = this.id(`${n.id}_type`);
    const t = importTexts(this.language);
    const out: FormNode[] = [
      {
        type: 'Option',
        props: {
          id: chooser,
          label: `${label}, ${t.type}`,
          options: alternatives.map((a) => ({
            value: a.id,
            text: a.rmType.replace(/^DV_/, '').replace(/_/g, ' ').toLowerCase(),
          })),
        },
        note: `An element of any of ${alternatives.length} data types: the user picks one; delete the others to fix the type.`,
      },
    ];
    const alternativeIds: Record<string, string> = {};
    for (const a of alternatives) {
      alternativeIds[a.id] = a.id;
      const nodes = leafComponents(
        this,
        {
          ...a,
          id: `${n.id}_${a.id}`,
          name: n.name,
          localizedNames: n.localizedNames,
          localizedName: n.localizedName,
        },
        `${path}/${a.id}`,
        `${where}/${a.id}`,
      );
      for (const x of nodes) {
        if (x.props['hidden'] === true) continue;
        x.props['hidden'] = `=${chooser} != ${str(a.id)}`;
      }
      out.push(...nodes);
    }
    this.elements.set(path, { rmType: 'ELEMENT', parts: { type: chooser }, alternatives: alternativeIds });
    this.inputCount++;
    return out;
  }

  /** One node: an input, a header with its children, or a List. `filled` holds formula tests of data. */
  node(
    n: WebTemplateNode,
    parentPath: string,
    depth: number,
    inList: boolean,
    where: string,
    parentRequired = false,
  ): { nodes: FormNode[]; filled: string[] } {
    const path = `${parentPath}/${n.id}`;
    const repeating = isRepeating(n);
    const required = parentRequired && (n.min ?? 0) >= 1;
    const isAny = n.rmType === 'ELEMENT' && (n.children ?? []).some((c) => c.rmType.startsWith('DV_'));
    // A node whose name is set when the data is entered gets inputs for it (`…/_name`).
    const named = allowsRuntimeName(n);
    if (n.rmType.startsWith('DV_') || isAny || (n.rmType === 'ELEMENT' && !n.children?.length)) {
      const leaf = (p: string, w: string, must: boolean): FormNode[] => [
        ...(isAny ? this.anyElement(n, p, w, must) : leafComponents(this, n, p, w, must)),
        ...(named ? runtimeNameComponents(this, n, p) : []),
      ];
      // A repeating coded element with local options is one multichoice input (its values at :0, :1 …);
      // any other repeating element is a List of its inputs outside a List, or copies inside one.
      const multiChoice = CHOICE_TYPES.has(n.rmType) && hasLocalOptions(n);
      if (repeating && !multiChoice) {
        if (inList)
          return this.copyGroups(n, where, (i) => {
            const nodes = leaf(`${path}:${i}`, `${where}:${i}`, false);
            return { nodes, filled: this.filledOf(nodes) };
          });
        const id = this.id(`${n.id}_list`);
        const label = literal(this.label(n));
        this.lists.set(path, id);
        return {
          nodes: [
            {
              type: 'List',
              props: { id, itemName: `${label} {index}`, oEhrId: path },
              children: leaf(path, where, false),
            },
          ],
          filled: [`${id}.numItems > 0`],
        };
      }
      const nodes = leaf(path, where, required && !repeating);
      if (multiChoice) {
        const el = this.elements.get(path);
        if (el) this.elements.set(path, { ...el, multi: repeating });
      }
      return { nodes, filled: this.filledOf(nodes) };
    }
    if (!n.children || n.children.length === 0) return { nodes: [], filled: [] };
    const label = literal(this.label(n));
    const context = ENTRY_TYPES.has(n.rmType);
    if (repeating && inList)
      return this.copyGroups(n, where, (i) => {
        const inner = this.walk(n, `${path}:${i}`, depth + 1, true, `${where}:${i}`);
        if (inner.nodes.length === 0) return inner;
        const name = named ? runtimeNameComponents(this, n, `${path}:${i}`) : [];
        const nodes: FormNode[] = [
          { type: 'Header', props: { header: `${label} ${i + 1}`, level: this.header(depth) } },
          ...name,
          ...inner.nodes,
        ];
        if (context) nodes.push(...this.contextValues(n, `${path}:${i}`, undefined));
        return { nodes, filled: [...this.filledOf(name), ...inner.filled] };
      });
    const makeList = repeating && !inList;
    const inner = this.walk(n, path, depth + 1, inList || makeList, where, required && !repeating);
    if (inner.nodes.length === 0) return { nodes: [], filled: [] };
    if (named) inner.nodes.unshift(...runtimeNameComponents(this, n, path));
    if (makeList) {
      const id = this.id(n.id);
      this.lists.set(path, id);
      // A repeating entry's language and encoding belong to each occurrence: inside the List, so each
      // item writes them under its own index (`entry:0/language`).
      const extra = context ? this.contextValues(n, path, undefined) : [];
      const list: FormNode = {
        type: 'List',
        props: { id, itemName: `${label} {index}`, oEhrId: path },
        children: [...inner.nodes, ...extra],
      };
      return {
        nodes: [{ type: 'Header', props: { header: label, level: this.header(depth) } }, list],
        filled: [`${id}.numItems > 0`],
      };
    }
    const extra =
      context && !inList && inner.filled.length > 0
        ? this.contextValues(n, path, inner.filled.join(' || '))
        : context
          ? this.contextValues(n, path, undefined)
          : [];
    // An event that occurs once is structure, not a heading a person needs.
    const header: FormNode[] = EVENT_TYPES.has(n.rmType)
      ? []
      : [{ type: 'Header', props: { header: label, level: this.header(depth) } }];
    return { nodes: [...header, ...inner.nodes, ...extra], filled: inner.filled };
  }
}

/** A formula condition true when none of the tests of holding data (`!IsEmpty(x)`, `l.numItems > 0`) is. */
function noneHoldsData(tests: readonly string[]): string {
  return tests
    .map((t) => (/^!IsEmpty\([A-Za-z_0-9ÅÄÖåäö]+\)$/.test(t) ? t.slice(1) : `!(${t})`))
    .join(' && ');
}

/** How many components `nodes` holds, counting those inside containers. */
function componentCount(nodes: readonly FormNode[]): number {
  let count = 0;
  for (const x of nodes) count += 1 + componentCount(x.children ?? []);
  return count;
}

const EVENT_TYPES = new Set(['EVENT', 'POINT_EVENT', 'INTERVAL_EVENT', 'HISTORY', 'ITEM_TREE', 'ITEM_LIST']);

const headerLevel = (n: FormNode | undefined): number =>
  n?.type === 'Header' ? Number(String(n.props['level'] ?? 'h4').slice(1)) : Infinity;

/**
 * No empty header: a Header directly followed by one of the same or a higher level (or by nothing) has
 * nothing under it and is dropped; so is a chain of Headers (h2, h3, h4) with nothing under the last.
 */
export function withoutEmptyHeaders(nodes: FormNode[]): FormNode[] {
  // From the end: a Header is kept only when what follows it (after the empty ones are gone) is deeper, so a
  // chain of headers with nothing under the last goes as a whole.
  const out: FormNode[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) {
    const x = nodes[i]!;
    if (x.type === 'Header' && (out.length === 0 || headerLevel(out[0]) <= headerLevel(x))) continue;
    out.unshift(x);
  }
  return out;
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
export function templateToForm(
  t: WebTemplate,
  wanted: string = IMPORT_DEFAULTS.language,
  fewCopies = false,
): ImportedForm {
  const language = (t.languages ?? []).includes(wanted)
    ? wanted
    : (t.defaultLanguage ?? t.languages?.[0] ?? 'en');
  const b = new Builder(t, language, labelLanguages(t, wanted), fewCopies);
  const root = t.tree;
  const rootPath = root.id;
  const body = b.walk(root, rootPath, 1, false, `/${root.id}`, true);
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
    dateTimes: b.dateTimes,
    elements: b.elements,
    lists: b.lists,
  };
}
