import { LineCounter, parseDocument, stringify } from 'yaml';
import { getComponentDefinition } from '../components';
import { KEYWORD_VALUES, REFUSED_WORDS } from '../expr/parserTables';
import { importTexts } from '../openehr/dataTypes';
import type { ImportDiagnostic } from '../openehr/importDiagnostics';
import {
  FHIR_URLS,
  type FhirCoding,
  type FhirEnableWhen,
  type FhirExtension,
  type FhirValue,
  type Questionnaire,
  type QuestionnaireItem,
} from './types';

/** The largest Questionnaire accepted (characters): 10 MB. Real ones are well under 1 MB. */
export const MAX_QUESTIONNAIRE_CHARS = 10 * 1024 * 1024;

/** What the import gives: the form as YAML text, or none; the notes; and whether the file was no Questionnaire at all. */
export interface ImportQuestionnaireResult {
  readonly yaml?: string;
  readonly diagnostics: readonly ImportDiagnostic[];
  /** True when the text is not a FHIR Questionnaire in JSON (the CLI then exits 2, as for bad usage). */
  readonly notAQuestionnaire?: boolean;
  /** The number of items that became inputs, groups or texts. */
  readonly itemCount?: number;
}

type Json = Record<string, unknown>;
type Path = (string | number)[];

/** A component of the form being made: `{ Type: props }`. */
type Entry = Record<string, Json>;

/** A text as a template shows it literally (braces escaped) and never a formula (a leading = removed). */
const literal = (s: string): string =>
  s
    .replace(/^(?:\s*:?=)+\s*/, '')
    .replace(/\|\|init=/g, '|| init=')
    .replace(/[{}]/g, (c) => `\\${c}`);

/** A text as report markup shows it: literal, and `<`, `>`, `&` as entities so it is never a tag. */
const markupText = (s: string): string =>
  literal(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A formula string literal. */
const str = (s: string): string => JSON.stringify(s);

const ext = (item: { extension?: FhirExtension[] }, url: string): FhirExtension | undefined =>
  item.extension?.find((e) => e.url === url);

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Imports an R4 Questionnaire (JSON text) as a Formwright form (decisions D13, docs/fhir.md#the-questionnaire-import):
 * groups become Sections (Lists when they repeat), questions inputs by type, `enableWhen` `hidden` formulas,
 * codes `coding`; FHIRPath expressions are kept as comments with a warning. Never throws: bad input gives
 * diagnostics, located at the item's line and column in the JSON.
 */
export function importQuestionnaire(text: string): ImportQuestionnaireResult {
  if (text.length > MAX_QUESTIONNAIRE_CHARS) {
    return {
      diagnostics: [
        {
          severity: 'error',
          code: 'fhir-too-large',
          message: `The file is ${(text.length / 1024 / 1024).toFixed(1)} MB; Questionnaires up to 10 MB can be imported.`,
        },
      ],
    };
  }
  const lines = new LineCounter();
  let doc: ReturnType<typeof parseDocument>;
  let q: unknown;
  try {
    doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
    if (doc.errors.length > 0 || !/^\s*\{/.test(text))
      throw new Error(doc.errors[0]?.message ?? 'not a JSON object');
    q = doc.toJS({ maxAliasCount: 0 });
  } catch (err) {
    const first = (err as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    return {
      notAQuestionnaire: true,
      diagnostics: [
        {
          severity: 'error',
          code: 'fhir-not-json',
          message: `Expected a FHIR R4 Questionnaire in JSON ({"resourceType": "Questionnaire", …}); the file is not JSON: ${(err as Error).message.split('\n')[0]}`,
          ...(first ? { line: first.line, column: first.col } : {}),
        },
      ],
    };
  }
  if (!isObject(q) || q.resourceType !== 'Questionnaire') {
    const what =
      isObject(q) && typeof q.resourceType === 'string' ? `a ${q.resourceType}` : 'no FHIR resource';
    return {
      notAQuestionnaire: true,
      diagnostics: [
        {
          severity: 'error',
          code: 'fhir-not-questionnaire',
          message: `Expected a FHIR R4 Questionnaire ("resourceType": "Questionnaire"); the file holds ${what}.`,
          line: 1,
          column: 1,
        },
      ],
    };
  }
  return new QuestionnaireImport(q as unknown as Questionnaire, (path) => {
    const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
    const at = node?.range ? lines.linePos(node.range[0]) : undefined;
    return at ? { line: at.line, column: at.col } : {};
  }).run();
}

/** One import run: ids, notes and the two passes (components, then enableWhen once every id is known). */
class QuestionnaireImport {
  private readonly diagnostics: ImportDiagnostic[] = [];
  private readonly ids = new Set<string>();
  private readonly byLinkId = new Map<
    string,
    { id: string; item: QuestionnaireItem; options: Map<string, unknown>; multi: boolean }
  >();
  private readonly pending: { entry: Json; item: QuestionnaireItem; path: Path }[] = [];
  private readonly comments: string[] = [];
  private readonly report: Json[] = [];
  private withoutLinkId = 0;
  private listDepth = 0;
  private count = 0;

  constructor(
    private readonly q: Questionnaire,
    private readonly locate: (path: Path) => { line?: number; column?: number },
  ) {}

  private note(severity: ImportDiagnostic['severity'], code: string, message: string, path: Path): void {
    this.diagnostics.push({ severity, code, message, path: `/${path.join('/')}`, ...this.locate(path) });
  }

  run(): ImportQuestionnaireResult {
    const q = this.q;
    const components = this.items(Array.isArray(q.item) ? q.item : [], ['item'], undefined);
    for (const p of this.pending) this.visibility(p.entry, p.item, p.path);
    if (this.withoutLinkId > 0)
      this.diagnostics.push({
        severity: 'info',
        code: 'fhir-no-linkid',
        message: `${this.withoutLinkId} items have no linkId (FHIR requires one); their ids were made from their texts.`,
      });
    const description = [
      typeof q.description === 'string' ? q.description : '',
      typeof q.copyright === 'string' ? `Copyright: ${q.copyright}` : '',
    ]
      .filter((s) => s.trim() !== '')
      .join('\n\n');
    const lang =
      typeof q.language === 'string' && /^[A-Za-z]{2}/.test(q.language)
        ? q.language.slice(0, 2).toLowerCase()
        : 'en';
    const metadata: Json = {
      lang,
      title: literal(
        typeof q.title === 'string' && q.title.trim() !== '' ? q.title : (q.name ?? 'Questionnaire'),
      ),
      description: description === '' ? 'Imported from a FHIR Questionnaire' : description,
    };
    const coding = this.codings(q.code, ['code']);
    if (coding) metadata.coding = coding;
    const form = { Metadata: metadata, Components: components, ReportOutput: this.report };
    const header = [
      `# Imported from the FHIR Questionnaire '${String(metadata.title).replace(/\n/g, ' ')}' (formwright import-fhir).`,
      ...(this.comments.length > 0
        ? [
            '#',
            '# FHIRPath expressions of the Questionnaire, kept for the author (not run):',
            ...this.comments.map((c) => `#   ${c.replace(/\n/g, ' ')}`),
          ]
        : []),
    ].join('\n');
    return {
      yaml: `${header}\n${stringify(form, { lineWidth: 0, aliasDuplicateObjects: false })}`,
      diagnostics: this.diagnostics,
      itemCount: this.count,
    };
  }

  /** A unique id for an item: its linkId when usable, else made from its text; formula words get a suffix. */
  private idFor(item: QuestionnaireItem, path: Path): string {
    const link = typeof item.linkId === 'string' ? item.linkId : undefined;
    const usable =
      link !== undefined && /^[A-Za-z_ÅÄÖåäö][A-Za-z0-9_ÅÄÖåäö]*$/.test(link) && !link.endsWith('ListItem');
    let base: string;
    if (usable) base = link;
    else {
      base =
        slug(typeof item.text === 'string' ? item.text : '') ||
        (link ? `q_${link.replace(/[^A-Za-z0-9_]+/g, '_')}` : 'item');
      if (link === undefined || link === '') this.withoutLinkId++;
    }
    const taken = (id: string) =>
      this.ids.has(id.toLowerCase()) || REFUSED_WORDS.has(id) || KEYWORD_VALUES.has(id);
    let id = base;
    for (let i = 2; taken(id); i++) id = `${base}_${i}`;
    this.ids.add(id.toLowerCase());
    if (link !== undefined && link !== '' && id !== link) {
      const why = usable
        ? REFUSED_WORDS.has(link) || KEYWORD_VALUES.has(link)
          ? 'is a word of the formula language'
          : 'is taken'
        : 'is not a usable id';
      this.note(
        'warning',
        'fhir-linkid-renamed',
        `linkId '${link}' ${why}; the component is named '${id}'.`,
        path,
      );
    }
    return id;
  }

  private codings(raw: unknown, path: Path, indexed = true): FhirCoding[] | undefined {
    if (!Array.isArray(raw)) return undefined;
    const out: FhirCoding[] = [];
    for (const [i, c] of raw.entries()) {
      if (!isObject(c)) continue;
      const system = typeof c.system === 'string' ? c.system.trim() : '';
      const code =
        typeof c.code === 'string' ? c.code.trim() : typeof c.code === 'number' ? String(c.code) : '';
      if (!/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(system) || code === '') {
        this.note(
          'warning',
          'fhir-code-dropped',
          `A coding without ${code === '' ? 'a code' : 'a system URI'} cannot be kept as a coding.`,
          indexed ? [...path, i] : path,
        );
        continue;
      }
      out.push({
        system,
        code,
        ...(typeof c.display === 'string' && c.display !== '' ? { display: c.display } : {}),
      });
    }
    return out.length > 0 ? out : undefined;
  }

  private items(items: readonly QuestionnaireItem[], path: Path, section: string | undefined): Entry[] {
    const out: Entry[] = [];
    items.forEach((item, i) => {
      if (!isObject(item)) return;
      const tab = item.type === 'group' && ext(item, FHIR_URLS.formwrightComponent)?.valueString === 'Tab';
      const entry = this.item(item, [...path, i], section);
      if (!entry) return;
      // Consecutive tab groups (our export's `TABS_tabN`) become one Tabs again.
      const props = Object.values(entry)[0] as Json;
      const m = tab ? /^(.+)_tab\d+$/.exec(String(item.linkId ?? '')) : null;
      const last = out.at(-1)?.Tabs as (Json & { tabs: Json[] }) | undefined;
      if (m) {
        const tabEntry = { tabname: props.label ?? '', components: props.components ?? [] };
        if (last && last.id === m[1]) last.tabs.push(tabEntry);
        else out.push({ Tabs: { id: this.tabsId(m[1] as string), tabs: [tabEntry] } });
        return;
      }
      out.push(entry);
    });
    return out;
  }

  /** The Tabs' own id (its tab groups took the ids `ID_tabN`). */
  private tabsId(id: string): string {
    if (!this.ids.has(id.toLowerCase())) this.ids.add(id.toLowerCase());
    return id;
  }

  private item(item: QuestionnaireItem, path: Path, section: string | undefined): Entry | undefined {
    this.count++;
    const id = this.idFor(item, path);
    const text = typeof item.text === 'string' ? item.text.trim() : '';
    const props: Json = { id };
    const componentType = ext(item, FHIR_URLS.formwrightComponent)?.valueString;
    if (text !== '' && item.type !== 'display') props.label = literal(text);
    const coding = this.codings(item.code, [...path, 'code']);
    if (coding) props.coding = coding;
    if (item.required === true && item.type !== 'group' && item.type !== 'display')
      props.mandatory = 'prohibit';
    if (item.readOnly === true && item.type !== 'display') props.disabled = true;
    for (const key of [
      FHIR_URLS.calculatedExpression,
      FHIR_URLS.answerExpression,
      FHIR_URLS.enableWhenExpression,
    ]) {
      const e = ext(item, key)?.valueExpression?.expression;
      if (typeof e === 'string') {
        const kind = key.split('-').pop();
        this.comments.push(`${id} ${kind}: ${e}`);
        this.note(
          'warning',
          'fhir-expression-kept',
          `The ${kind} of '${id}' is FHIRPath, which Formwright does not run; it is kept as a comment at the top of the form.`,
          path,
        );
      }
    }
    const label = text.replace(/\s*:\s*$/, '');
    const reportLine = (value: string, when: string) =>
      this.report.push({
        text: `${label === '' ? '' : `${markupText(label)}: `}${value}`,
        if: when,
        sectionId: section ?? 'report',
      });
    const done = (type: string, extra: Json = {}): Entry => {
      // Only what the type has: a display or an unknown type's placeholder takes no mandatory or coding.
      const allowed = getComponentDefinition(type)?.properties ?? {};
      const all: Json = { ...props, ...extra };
      const entry = {
        [type]: Object.fromEntries(Object.entries(all).filter(([k]) => k in allowed || k === 'components')),
      };
      this.pending.push({ entry: entry[type] as Json, item, path });
      return entry;
    };
    switch (item.type) {
      case 'group': {
        if (item.repeats === true && this.listDepth > 0)
          this.note(
            'warning',
            'fhir-nested-repeat',
            `'${id}' repeats inside a repeating group; Formwright has no List in a List, so it is a Section with one occurrence per item.`,
            path,
          );
        if (item.repeats === true && this.listDepth === 0) {
          const listEntry: Json = {
            ...props,
            ...(text !== '' ? { label: undefined, name: literal(text) } : {}),
          };
          delete listEntry.label;
          const before = this.report.length;
          this.listDepth++;
          const children = this.items(item.item ?? [], [...path, 'item'], section);
          this.listDepth--;
          // A List's items report through its summary: one line per item.
          const lines = this.report.splice(before).map((r) => String(r.text));
          listEntry.components = children;
          listEntry.reportSummary = [{ text: lines.join(', ') || ' ' }];
          if (text !== '')
            this.report.push({
              text: `<b>${markupText(text)}</b>`,
              sectionId: section ?? 'report',
              if: `=${id}.count > 0`,
            });
          this.report.push({ text: `{${id}.reportSummary}`, sectionId: section ?? 'report' });
          const entry = { List: listEntry };
          this.pending.push({ entry: listEntry, item, path });
          return entry;
        }
        const sectionId = section ?? id;
        if (text !== '')
          this.report.push({
            text: section ? `<b>${markupText(text)}</b>` : `<h3>${markupText(text)}</h3>`,
            sectionId,
          });
        const children = this.items(item.item ?? [], [...path, 'item'], sectionId);
        const type =
          componentType === 'ComponentGroup' || componentType === 'Row' ? componentType : 'Section';
        return done(type, { components: children });
      }
      case 'display': {
        if (componentType === 'Header') return done('Header', { header: literal(text) });
        return done('StaticText', { value: literal(text) });
      }
      case 'boolean':
        reportLine(text === '' ? id : 'yes', `=${id} == true`);
        return done('Checkbox', this.initial(item, 'valueBoolean'));
      case 'string':
      case 'url':
        reportLine(`{${id}}`, `=!IsEmpty(${id})`);
        return done('Text', this.initial(item, 'valueString', 'valueUri'));
      case 'text':
        reportLine(`{${id}}`, `=!IsEmpty(${id})`);
        return done('TextArea', this.initial(item, 'valueString'));
      case 'integer':
      case 'decimal':
      case 'quantity':
        reportLine(
          `{${id}}${this.unitOf(item) ? ` ${markupText(this.unitOf(item) as string)}` : ''}`,
          `=!IsEmpty(${id})`,
        );
        return done('Number', this.numberProps(item, path));
      case 'date':
      case 'dateTime':
        if (item.type === 'dateTime')
          this.note(
            'info',
            'fhir-datetime-as-date',
            `'${id}' is a dateTime; the form asks for the date.`,
            path,
          );
        reportLine(`{${id}}`, `=!IsEmpty(${id})`);
        return done('Date', this.initial(item, 'valueDate', 'valueDateTime'));
      case 'time':
        reportLine(`{${id}}`, `=!IsEmpty(${id})`);
        return done('Text', { placeholder: 'hh:mm', ...this.initial(item, 'valueTime') });
      case 'choice':
      case 'open-choice':
      case 'coding' as QuestionnaireItem['type']:
        return this.choice(item, path, props, componentType, reportLine, done);
      default: {
        this.note(
          'warning',
          'fhir-unknown-item-type',
          `Item type '${String(item.type)}' has no Formwright input; '${id}' is a placeholder text.`,
          path,
        );
        return done('StaticText', {
          value: literal(`${text === '' ? id : text} (${String(item.type)}: not imported)`),
        });
      }
    }
  }

  private unitOf(item: QuestionnaireItem): string | undefined {
    const unit = ext(item, FHIR_URLS.unit)?.valueCoding ?? ext(item, FHIR_URLS.unitOption)?.valueCoding;
    return unit?.code ?? unit?.display;
  }

  private numberProps(item: QuestionnaireItem, path: Path): Json {
    const out: Json = {};
    const unit = this.unitOf(item);
    if (unit) out.suffix = literal(unit);
    const units = item.extension?.filter((e) => e.url === FHIR_URLS.unitOption) ?? [];
    if (units.length > 1)
      this.note(
        'warning',
        'fhir-unit-choice',
        `'${item.linkId ?? item.text}' allows ${units.length} units; the form asks in ${unit}.`,
        path,
      );
    const num = (e: FhirExtension | undefined) => e?.valueDecimal ?? e?.valueInteger;
    const min = num(ext(item, FHIR_URLS.minValue));
    const max = num(ext(item, FHIR_URLS.maxValue));
    if (typeof min === 'number') out.minValue = min;
    if (typeof max === 'number') out.maxValue = max;
    const places = ext(item, FHIR_URLS.maxDecimalPlaces)?.valueInteger;
    if (item.type === 'integer') out.scale = 0;
    else if (typeof places === 'number' && places >= 0) out.scale = places;
    const initial = item.initial?.[0];
    const v = initial?.valueDecimal ?? initial?.valueInteger ?? initial?.valueQuantity?.value;
    if (typeof v === 'number') out.value = v;
    return out;
  }

  private initial(item: QuestionnaireItem, ...keys: (keyof FhirValue)[]): Json {
    const first = item.initial?.[0];
    if (!first) return {};
    for (const k of keys) {
      const v = first[k];
      if (v !== undefined && v !== null && typeof v !== 'object')
        return { value: typeof v === 'string' ? literal(v) : v };
    }
    return {};
  }

  private choice(
    item: QuestionnaireItem,
    path: Path,
    props: Json,
    componentType: string | undefined,
    reportLine: (value: string, when: string) => void,
    done: (type: string, extra?: Json) => Entry,
  ): Entry {
    const id = String(props.id);
    const control = ext(item, FHIR_URLS.itemControl)?.valueCodeableConcept?.coding?.[0]?.code;
    const multi = item.repeats === true;
    const open = item.type === 'open-choice';
    const values = new Map<string, unknown>();
    const options: Json[] = [];
    const seen = new Set<string>();
    (item.answerOption ?? []).forEach((o, i) => {
      if (!isObject(o as unknown)) return;
      const c = o.valueCoding;
      let value: unknown;
      let text: string;
      const own = ext(o, FHIR_URLS.formwrightOptionValue)?.valueString;
      if (c) {
        text = c.display ?? c.code ?? '';
        value = own ?? (c.display || c.code);
      } else {
        const v = o.valueString ?? o.valueInteger ?? o.valueDate ?? o.valueTime;
        value = own ?? v;
        text = String(v ?? '');
      }
      if (value === undefined || value === '' || text === '') {
        this.note(
          'warning',
          'fhir-option-dropped',
          `An answer option of '${id}' has no value or text and was left out.`,
          [...path, 'answerOption', i],
        );
        return;
      }
      if (typeof value === 'string') value = literal(value);
      if (seen.has(String(value))) {
        this.note(
          'warning',
          'fhir-option-duplicate',
          `'${id}' lists the answer '${String(value)}' twice; it is kept once.`,
          [...path, 'answerOption', i],
        );
        return;
      }
      seen.add(String(value));
      const option: Json = { value };
      if (text !== String(value)) option.text = text;
      // An answer coding without a system is common (DRG's answers have only a display): the value keeps it.
      const codings = c?.system
        ? this.codings([c], [...path, 'answerOption', i, 'valueCoding'], false)
        : undefined;
      if (codings) option.coding = codings;
      if (o.initialSelected === true) option.selected = true;
      options.push(option);
      if (c) {
        if (c.system && c.code) values.set(`${c.system}|${c.code}`, value);
        if (c.code) values.set(`|${c.code}`, value);
        if (c.display) values.set(`#${c.display}`, value);
      } else values.set(`=${String(value)}`, value);
    });
    this.byLinkId.set(String(item.linkId ?? ''), { id, item, options: values, multi });
    const selected = options.filter((o) => o.selected === true).map((o) => o.value);
    for (const o of options) delete o.selected;
    const initial = item.initial?.[0];
    const initialValue = initial?.valueCoding
      ? (initial.valueCoding.display ?? initial.valueCoding.code)
      : (initial?.valueString ?? initial?.valueInteger);
    if (options.length === 0) {
      this.note(
        'warning',
        item.answerValueSet ? 'fhir-external-valueset' : 'fhir-no-options',
        item.answerValueSet
          ? `'${id}' takes its answers from the value set ${item.answerValueSet}, which the import cannot read; the form has a text input.`
          : `'${id}' lists no answers; the form has a text input.`,
        path,
      );
      reportLine(`{${id}}`, `=!IsEmpty(${id})`);
      return done('Text', {});
    }
    const value = multi ? (selected.length > 0 ? selected : undefined) : (selected[0] ?? initialValue);
    const extra: Json = { options, ...(value === undefined ? {} : { value }) };
    reportLine(`{${id}}`, `=!IsEmpty(${id})`);
    let type: string;
    if (componentType && ['Option', 'Dropdown', 'CheckboxList', 'AutoComplete'].includes(componentType))
      type = componentType;
    else if (open || control === 'check-box') type = 'CheckboxList';
    else if (control === 'drop-down') type = 'Dropdown';
    else if (control === 'autocomplete') type = 'AutoComplete';
    else type = multi ? 'CheckboxList' : 'Option';
    if (type === 'CheckboxList') {
      extra.multichoice = multi;
      if (open) extra.otherOption = 'yes';
    } else if (multi) {
      if (type === 'Option' || type === 'AutoComplete') extra.multichoice = true;
      else type = 'CheckboxList';
    }
    // An unanswered FHIR question starts empty: a drop-down without an answer gets the language's
    // placeholder, where a Dropdown without one would start on its first option (docs/fhir.md#the-questionnaire-import).
    if (type === 'Dropdown' && value === undefined)
      extra.placeholder = importTexts(
        typeof this.q.language === 'string' ? this.q.language : 'en',
      ).placeholder;
    if (open && type !== 'CheckboxList')
      this.note(
        'warning',
        'fhir-open-choice',
        `'${id}' accepts other answers, which a ${type} cannot take.`,
        path,
      );
    return done(type, extra);
  }

  /** enableWhen (and our hidden-formula extension) as a `hidden` formula, once every id is known. */
  private visibility(entry: Json, item: QuestionnaireItem, path: Path): void {
    const own = ext(item, FHIR_URLS.formwrightHidden)?.valueString;
    if (typeof own === 'string' && /^\s*=/.test(own)) {
      entry.hidden = own;
      return;
    }
    const hidden = ext(item, FHIR_URLS.hidden)?.valueBoolean;
    if (hidden === true || hidden === 'true') entry.hidden = true;
    if (!Array.isArray(item.enableWhen) || item.enableWhen.length === 0) return;
    const parts: string[] = [];
    for (const [i, w] of item.enableWhen.entries()) {
      const cond = isObject(w) ? this.condition(w) : undefined;
      if (cond === undefined) {
        this.note(
          'warning',
          'fhir-enablewhen-dropped',
          `An enableWhen of '${String(entry.id)}' names no question of this form or no answer it can compare; the component is always shown.`,
          [...path, 'enableWhen', i],
        );
        return;
      }
      parts.push(cond);
    }
    const join = item.enableBehavior === 'any' ? ' || ' : ' && ';
    entry.hidden = `=!(${parts.join(join)})`;
  }

  private condition(w: FhirEnableWhen): string | undefined {
    const target = this.byLinkId.get(String(w.question)) ?? this.targetById(String(w.question));
    if (!target) return undefined;
    const id = target.id;
    if (w.operator === 'exists') return w.answerBoolean === false ? `IsEmpty(${id})` : `!IsEmpty(${id})`;
    const op = (
      { '=': '==', '!=': '!=', '>': '>', '<': '<', '>=': '>=', '<=': '<=' } as Record<string, string>
    )[w.operator];
    if (!op) return undefined;
    let literalValue: unknown;
    if (w.answerCoding) {
      const c = w.answerCoding;
      literalValue =
        (c.system && c.code ? target.options.get(`${c.system}|${c.code}`) : undefined) ??
        (c.code ? target.options.get(`|${c.code}`) : undefined) ??
        (c.display ? target.options.get(`#${c.display}`) : undefined) ??
        (c.code ? target.options.get(`=${c.code}`) : undefined);
    } else if (w.answerString !== undefined)
      literalValue = target.options.get(`=${w.answerString}`) ?? w.answerString;
    else if (w.answerBoolean !== undefined) literalValue = w.answerBoolean;
    else
      literalValue =
        w.answerDecimal ?? w.answerInteger ?? w.answerDate ?? w.answerDateTime ?? w.answerQuantity?.value;
    if (literalValue === undefined) return undefined;
    const lit = typeof literalValue === 'string' ? str(literalValue) : String(literalValue);
    if (target.multi && (op === '==' || op === '!='))
      return `${op === '!=' ? '!' : ''}InArray(${id}, ${lit})`;
    return `${id} ${op} ${lit}`;
  }

  private targetById(
    linkId: string,
  ): { id: string; options: Map<string, unknown>; multi: boolean } | undefined {
    for (const p of this.pending)
      if (p.item.linkId === linkId) return { id: String(p.entry.id), options: new Map(), multi: false };
    return undefined;
  }
}

/** An id made from a text: words in camelCase, ASCII letters and digits, at most 40 characters. */
function slug(text: string): string {
  // Å, Ä, Ö, å, ä, ö are letters of ids (docs/specification.md#ids); other accents are dropped, ß is ss.
  const words = [...text.replace(/ß/g, 'ss')]
    .map((ch) => (/[ÅÄÖåäö]/.test(ch) ? ch : ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')))
    .join('')
    .replace(/[^A-Za-z0-9ÅÄÖåäö]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let s = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  if (/^[0-9]/.test(s)) s = `q${s}`;
  return s.slice(0, 40);
}
