import { KEYWORD_VALUES, REFUSED_WORDS } from '../expr/parserTables';
import { importWarning, type ImportDiagnostic } from './importDiagnostics';
import type { WebTemplate, WebTemplateInputValue, WebTemplateNode } from './webTemplate';
import type { FormNode } from './yamlText';
import {
  CHOICE_TYPES,
  IMPORT_DEFAULTS,
  isRepeating,
  leafComponents,
  literal,
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
      // A repeating coded element is one multichoice input (its values at :0, :1 …); any other repeating
      // element is a List of one input outside a List, or its first occurrence inside one.
      if (repeating && !CHOICE_TYPES.has(n.rmType)) {
        if (inList) {
          this.diagnostics.push(
            importWarning(
              'openehr-nested-repetition',
              `${where} repeats inside a repeating entry (a List cannot hold a List): only its first occurrence is imported.`,
              where,
            ),
          );
          return { nodes: leafComponents(this, n, `${path}:0`, where), filled: [] };
        }
        const id = this.id(`${n.id}_list`);
        const label = literal(this.label(n));
        return {
          nodes: [
            {
              type: 'List',
              props: {
                id,
                itemName: `${label} {index}`,
                addButtonText: IMPORT_DEFAULTS.addButtonText,
                oEhrId: path,
              },
              children: leafComponents(this, n, path, where),
            },
          ],
          filled: [`${id}.numItems > 0`],
        };
      }
      const nodes = leafComponents(this, n, path, where);
      // What "holds data" means for the entry's context values: a ticked Checkbox (an unticked one writes
      // nothing), any other input not empty.
      const filled = nodes
        .filter((x) => !x.props['hidden'] && !x.companion)
        .map((x) => (x.type === 'Checkbox' ? String(x.props['id']) : `!IsEmpty(${String(x.props['id'])})`));
      return { nodes, filled: inList ? [] : filled };
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
      // A repeating entry's language and encoding belong to each occurrence: inside the List, so each
      // item writes them under its own index (`entry:0/language`).
      const extra = context ? this.contextValues(n, path, undefined) : [];
      const list: FormNode = {
        type: 'List',
        props: {
          id,
          itemName: `${label} {index}`,
          addButtonText: IMPORT_DEFAULTS.addButtonText,
          oEhrId: path,
        },
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
    dateTimes: b.dateTimes,
  };
}
