import { importInfo, type ImportDiagnostic } from './importDiagnostics';
import type { WebTemplateInput, WebTemplateInputValue, WebTemplateNode } from './webTemplate';
import type { FormNode } from './yamlText';

/**
 * One data-type node (an ELEMENT's value) → its components: the mapping table of
 * docs/openehr.md#data-types, kept in one switch.
 */

/**
 * The import defaults (docs/openehr.md#how-a-template-becomes-a-form): the wanted label language sv (the form's
 * language is the one the labels came from), no territory unless the template fixes one, an AutoComplete for
 * a coded list of over 3 options or over 32 characters of labels, a List for a repeating entry, cluster
 * headers down to h4. Placeholders and helper labels come from {@link IMPORT_TEXTS} in the form's language.
 */
export const IMPORT_DEFAULTS = {
  language: 'sv',
  autoCompleteOver: 3,
  autoCompleteLabelChars: 32,
  deepestHeader: 'h4',
  /**
   * Copies made of a node that repeats inside a repeating entry when the template sets no maximum (up to the
   * template's maximum, but at most `nestedCopiesLimit`, when it sets one), while the copies take at most
   * `nestedCopiesComponents` components; each copy past the first is shown once the one before holds data.
   */
  nestedCopies: 20,
  nestedCopiesLimit: 20,
  nestedCopiesComponents: 200,
  /**
   * Copies made inside another node's copies (copies multiply with each level of nesting) or past that
   * budget: `fewCopies` when the template sets no maximum, else the maximum up to `fewCopiesLimit`. A warning
   * names the template's maximum whenever the copies fall short of it.
   */
  fewCopies: 3,
  fewCopiesLimit: 10,
  /** A form whose YAML is longer (characters) is made again with the few copies for every node. */
  nestedCopiesFormChars: 2_000_000,
} as const;

/** The texts the import writes into a form, by language: sv and en; any other language takes en. */
export const IMPORT_TEXTS = {
  en: {
    placeholder: 'Select...',
    timeOfDay: 'time of day',
    unit: 'unit',
    yes: 'Yes',
    no: 'No',
    lower: 'from',
    upper: 'to',
    included: 'included',
    code: 'code',
    term: 'term',
    other: 'other',
    name: 'name',
    type: 'type',
    issuer: 'issuer',
    assigner: 'assigner',
    idType: 'kind of identifier',
    formalism: 'formalism',
    denominator: 'denominator',
    terminal: 'terminal state',
    value: 'value',
    terminology: 'terminology',
    mediaType: 'media type',
    size: 'size in bytes',
    alternateText: 'alternative text',
  },
  sv: {
    placeholder: 'Välj...',
    timeOfDay: 'klockslag',
    unit: 'enhet',
    yes: 'Ja',
    no: 'Nej',
    lower: 'från',
    upper: 'till',
    included: 'inklusive',
    code: 'kod',
    term: 'term',
    other: 'annat',
    name: 'namn',
    type: 'typ',
    issuer: 'utfärdare',
    assigner: 'tilldelare',
    idType: 'typ av identifierare',
    formalism: 'formalism',
    denominator: 'nämnare',
    terminal: 'sluttillstånd',
    value: 'värde',
    terminology: 'terminologi',
    mediaType: 'medietyp',
    size: 'storlek i byte',
    alternateText: 'alternativ text',
  },
} as const;

/** The import's texts for a form language: sv for Swedish, else English (never Swedish for another language). */
export function importTexts(language: string): (typeof IMPORT_TEXTS)['en'] | (typeof IMPORT_TEXTS)['sv'] {
  return language.trim().toLowerCase().slice(0, 2) === 'sv' ? IMPORT_TEXTS.sv : IMPORT_TEXTS.en;
}

/** One imported element: the components a user enters its value with, by role (docs/openehr.md#round-trip). */
export interface ImportedElement {
  readonly rmType: string;
  /** Role → component id: value, magnitude, unit, number, date, time, code, term, other, name … */
  readonly parts: Record<string, string>;
  /** A coded element whose occurrences are the values of one multichoice input (`path:0`, `path:1`). */
  readonly multi?: boolean;
  /** DV_DURATION: unit role values (year, month …) the unit chooser offers. */
  readonly units?: readonly string[];
  /** "any"-type element: alternative id (e.g. quantity_value) → the chooser's value. */
  readonly alternatives?: Readonly<Record<string, string>>;
}

/** What the mapping needs of the builder: ids, labels, the language, and where notes go. */
export interface LeafContext {
  readonly language: string;
  readonly diagnostics: ImportDiagnostic[];
  /** FLAT paths (no indexes) of DV_DATE_TIME elements made a Date: Metadata openEhrTemplate.dateTimes. */
  readonly dateTimes: string[];
  /** Every element's inputs by its FLAT path (copy indexes kept, List indexes not). */
  readonly elements: Map<string, ImportedElement>;
  /**
   * Hidden Texts writing a value the template fixes on a required element of an optional container: the
   * container's walk makes each write only while the container holds data.
   */
  readonly fixedWithContainer: Set<FormNode>;
  inputCount: number;
  id(base: string): string;
  label(n: WebTemplateNode): string;
  optionLabel(v: WebTemplateInputValue): string;
}

export const DURATION_UNITS: Readonly<
  Record<string, { designator: string; time: boolean; sv: string; en: string }>
> = {
  year: { designator: 'Y', time: false, sv: 'år', en: 'years' },
  month: { designator: 'M', time: false, sv: 'månader', en: 'months' },
  week: { designator: 'W', time: false, sv: 'veckor', en: 'weeks' },
  day: { designator: 'D', time: false, sv: 'dagar', en: 'days' },
  hour: { designator: 'H', time: true, sv: 'timmar', en: 'hours' },
  minute: { designator: 'M', time: true, sv: 'minuter', en: 'minutes' },
  second: { designator: 'S', time: true, sv: 'sekunder', en: 'seconds' },
};

/** Data types imported as a choice: when repeating, one multichoice input. */
export const CHOICE_TYPES = new Set(['DV_CODED_TEXT', 'DV_ORDINAL', 'DV_SCALE']);

/** Whether a coded node lists its options in the template (else it is bound to an external terminology). */
export const hasLocalOptions = (n: WebTemplateNode): boolean =>
  (n.inputs ?? []).some((i) => (i.list?.length ?? 0) > 0);

/** Whether a node may occur more than once. */
export const isRepeating = (n: WebTemplateNode): boolean => n.max === -1 || (n.max ?? 1) > 1;

/**
 * A template name as a label the form shows as written: `{` and `}` escaped (text templates read `\{` and
 * `\}` as braces), and never a formula (a leading `=` or `:=`, or `||init=`, would make it one).
 */
export const literal = (s: string): string =>
  s
    .replace(/^(?:\s*:?=)+\s*/, '')
    .replace(/\|\|init=/g, '|| init=')
    .replace(/[{}]/g, (c) => `\\${c}`);

/** A formula string literal. */
export const str = (s: string): string => JSON.stringify(s);

/** UCUM codes as people read them (docs/openehr.md#units); anything else loses only its brackets. */
const UCUM_SHOWN: Readonly<Record<string, string>> = {
  Cel: '°C',
  '[degF]': '°F',
  'mm[Hg]': 'mmHg',
  'cm[H2O]': 'cmH2O',
  'mm[H2O]': 'mmH2O',
  '[in_i]': 'in',
  '[ft_i]': 'ft',
  '[lb_av]': 'lb',
  '[oz_av]': 'oz',
  '[iU]': 'IU',
  '[IU]': 'IU',
  '1': '',
  l: 'L',
  'l/min': 'L/min',
  ml: 'mL',
  'ml/min': 'mL/min',
  'ml/h': 'mL/h',
  dl: 'dL',
  'mg/dl': 'mg/dL',
  'g/dl': 'g/dL',
  'mmol/l': 'mmol/L',
  'umol/l': 'µmol/L',
  ug: 'µg',
  um: 'µm',
  'kg/m2': 'kg/m²',
  m2: 'm²',
  '/min': '/min',
};

/** A UCUM unit as a person reads it: `mm[Hg]` → mmHg, `Cel` → °C, `1` → '' (no suffix), `{beats}/min` → beats/min. */
export function ucumShown(unit: string): string {
  const known = UCUM_SHOWN[unit];
  if (known !== undefined) return known;
  return unit.replace(/\{([^}]*)\}/g, '$1').replace(/\[([^\]]*)\]/g, '$1');
}

/** Options of a coded or ordinal input; values carry the terminology (`SNOMEDCT::123`) or ordinal (`2::at0010`). */
function optionsOf(
  b: LeafContext,
  input: WebTemplateInput,
  ordinal: boolean,
): { value: string; text: string }[] {
  const term = input.terminology;
  const seen = new Set<string>();
  const out: { value: string; text: string }[] = [];
  for (const v of input.list ?? []) {
    const code = term && term !== 'local' && !v.value.includes('::') ? `${term}::${v.value}` : v.value;
    const value = ordinal && v.ordinal !== undefined ? `${v.ordinal}::${code}` : code;
    // A value listed twice is one option (choices need unique values).
    if (seen.has(value)) continue;
    seen.add(value);
    out.push({ value, text: b.optionLabel(v) });
  }
  return out;
}

/** A choice component: AutoComplete past 3 options or 32 characters of labels, else Option/CheckboxList. */
function choice(
  b: LeafContext,
  props: Record<string, unknown>,
  options: { value: string; text: string }[],
  multi: boolean,
): FormNode {
  const chars = options.reduce((sum, o) => sum + o.text.length, 0);
  if (options.length > IMPORT_DEFAULTS.autoCompleteOver || chars > IMPORT_DEFAULTS.autoCompleteLabelChars) {
    return {
      type: 'AutoComplete',
      props: {
        ...props,
        options,
        placeholder: importTexts(b.language).placeholder,
        ...(multi ? { multichoice: true } : {}),
      },
    };
  }
  return { type: multi ? 'CheckboxList' : 'Option', props: { ...props, options } };
}

/** The web template's own fixed value of an input (a default value, or a list of exactly one). */
function fixedValue(input: WebTemplateInput | undefined): string | undefined {
  if (!input) return undefined;
  if (typeof input.defaultValue === 'string' && input.defaultValue !== '') return input.defaultValue;
  if (input.list?.length === 1 && input.list[0]) return input.list[0].value;
  return undefined;
}

/** The range props of a Number from a web template input. */
function rangeProps(input: WebTemplateInput | undefined): Record<string, unknown> {
  const range = input?.validation?.range;
  return {
    ...(range?.min !== undefined ? { minValue: range.min } : {}),
    ...(range?.max !== undefined ? { maxValue: range.max } : {}),
  };
}

/** DV_PROPORTION kinds by number (openEHR PROPORTION_KIND) and web template name. */
const PROPORTION_KINDS: Readonly<Record<string, number>> = {
  ratio: 0,
  unitary: 1,
  percent: 2,
  fraction: 3,
  integer_fraction: 4,
};

/** The proportion kind a template allows (its first), from `proportionTypes` or the denominator's range. */
function proportionKind(n: WebTemplateNode): number {
  const raw: unknown = n.proportionTypes;
  const first = Array.isArray(raw) ? raw[0] : undefined;
  if (typeof first === 'number') return first;
  if (typeof first === 'string') return PROPORTION_KINDS[first.toLowerCase()] ?? 0;
  const d = n.inputs?.find((i) => i.suffix === 'denominator')?.validation?.range;
  if (d?.min !== undefined && d.min === d.max) return d.min === 1 ? 1 : d.min === 100 ? 2 : 0;
  return 0;
}

/** A data type given as a generic parameter, `DV_INTERVAL<DV_QUANTITY>` → DV_QUANTITY. */
const genericOf = (rmType: string): string | undefined => /<\s*(DV_[A-Z_]+)\s*>/.exec(rmType)?.[1];

/** The components of one data-type node (an ELEMENT's value). `mandatory`: the template requires it. */
export function leafComponents(
  b: LeafContext,
  n: WebTemplateNode,
  path: string,
  where: string,
  mandatory = false,
): FormNode[] {
  const t = importTexts(b.language);
  const label = literal(b.label(n));
  const id = b.id(n.id);
  const inputs = n.inputs ?? [];
  const first = inputs[0];
  const multi = isRepeating(n);
  const must = mandatory ? { mandatory: 'alert' } : {};
  const record = (parts: Record<string, string>, extra: Partial<ImportedElement> = {}) =>
    b.elements.set(path, { rmType: n.rmType, parts, ...extra });
  const input = (node: FormNode, role = 'value'): FormNode[] => {
    b.inputCount++;
    record({ [role]: String(node.props['id']) });
    return [node];
  };
  /** A yes/no choice for a Boolean: the writer records true and false (docs/openehr.md#how-the-flat-output-is-made). */
  const yesNo = (
    yid: string,
    ylabel: string,
    oEhrId: string,
    extra: Record<string, unknown> = {},
  ): FormNode => ({
    type: 'Option',
    props: {
      id: yid,
      label: ylabel,
      oEhrId,
      ...extra,
      options: [
        { value: 'true', text: t.yes },
        { value: 'false', text: t.no },
      ],
    },
  });
  const fixed = (suffix: string, value: string, base = id): FormNode => ({
    type: 'Text',
    props: {
      id: b.id(`${base}_${suffix}`),
      hidden: true,
      oEhrId: `${path}|${suffix}`,
      value: `=${str(value)}`,
    },
  });

  // An element whose value is fixed by the template (one allowed value) is shown, not asked.
  const valueInput = inputs.find(
    (i) => i.suffix === undefined || i.suffix === 'value' || i.suffix === 'code',
  );
  if ((n.rmType === 'DV_TEXT' || n.rmType === 'DV_CODED_TEXT') && !multi) {
    // Fixed: a list of exactly one value. A default value is only a default: the text is still asked.
    const only =
      n.rmType === 'DV_TEXT' && valueInput?.list?.length === 1 ? valueInput.list[0]?.value : undefined;
    if (only !== undefined) {
      // Written only where the template requires the element, so an optional entry left alone stays empty.
      b.inputCount++;
      record({});
      const shown: FormNode = {
        type: 'StaticText',
        props: { id, label, value: `=${str(only)}`, ...(mandatory ? { oEhrId: path } : {}) },
        note: `${n.rmType}: fixed by the template to ${JSON.stringify(only)}.`,
      };
      if (mandatory || (n.min ?? 0) < 1) return [shown];
      // Required in an optional container: written while the container holds data (see fixedWithContainer).
      const written: FormNode = {
        type: 'Text',
        props: { id: b.id(`${n.id}_fixed`), hidden: true, oEhrId: path, value: `=${str(only)}` },
      };
      b.fixedWithContainer.add(written);
      return [shown, written];
    }
  }

  switch (n.rmType) {
    case 'DV_TEXT':
      if (prefersCodedText(n)) return codableText(b, n, path, id, label, must);
      return input({ type: 'Text', props: { id, label, oEhrId: path, ...must } });
    case 'DV_URI':
    case 'DV_EHR_URI':
      return input({ type: 'Text', props: { id, label, oEhrId: path, ...must } });
    case 'DV_CODED_TEXT':
    case 'DV_ORDINAL':
    case 'DV_SCALE': {
      const code = inputs.find((i) => i.list && i.list.length > 0) ?? first;
      const options = code ? optionsOf(b, code, n.rmType !== 'DV_CODED_TEXT') : [];
      if (options.length === 0) return externalCoded(b, n, path, where, id, label, must);
      const out = input(choice(b, { id, label, oEhrId: path, ...must }, options, multi));
      // `|other`: a coded list the template leaves open also takes free text.
      if ((code as { listOpen?: boolean } | undefined)?.listOpen && !multi) {
        const otherId = b.id(`${n.id}_other`);
        out.push({
          type: 'Text',
          props: { id: otherId, label: `${label}, ${t.other}`, oEhrId: `${path}|other` },
        });
        record({ value: id, other: otherId }, {});
      }
      return out;
    }
    case 'DV_QUANTITY':
      return quantity(b, n, path, id, label, must);
    case 'DV_COUNT':
      return input({
        type: 'Number',
        props: { id, label, oEhrId: path, scale: 0, ...must, ...rangeProps(first) },
      });
    case 'DV_BOOLEAN':
      return input(yesNo(id, label, path, must));
    case 'DV_DATE': {
      // A template that allows a partial date (`yyyy-??-XX`: the month optional, no day) is entered as
      // typed in a Text, since a Date holds only a whole date (docs/components.md#date).
      const partial = partialDate(first?.validation?.pattern);
      if (partial)
        return input({
          type: 'Text',
          props: { id, label, oEhrId: path, placeholder: partial, ...must },
          note: `DV_DATE: the template allows a partial date (${partial}); written as typed.`,
        });
      return input({ type: 'Date', props: { id, label, oEhrId: path, ...must } });
    }
    case 'DV_DATE_TIME': {
      // A Date holds no time of day (docs/components.md#date): the time is a Text beside it, and a hidden
      // Text joins the two; the FLAT output writes it as ISO 8601 with seconds and the local zone offset.
      // A template that allows a partial date part (`yyyy-??-??T??:??:??`) gets a Text for the date, written
      // as typed (`2021-02`, `2021`), as a partial DV_DATE does.
      b.dateTimes.push(path.replace(/:\d+(?=\/|$)/g, ''));
      const timeId = b.id(`${n.id}_time`);
      const joinedId = b.id(`${n.id}_datetime`);
      const partial = partialDateTime(first?.validation?.pattern);
      b.inputCount++;
      record({ date: id, time: timeId });
      return [
        partial
          ? {
              type: 'Text',
              props: { id, label, placeholder: partial, ...must },
              note: `DV_DATE_TIME: the template allows a partial date (${partial}), written as typed; the time of day in ${timeId}; ${joinedId} writes both, a whole date and time with the time zone offset.`,
            }
          : {
              type: 'Date',
              props: { id, label, ...must },
              note: `DV_DATE_TIME: the date here, the time of day in ${timeId}; ${joinedId} writes both with the time zone offset.`,
            },
        {
          type: 'Text',
          props: { id: timeId, label: `${label}, ${t.timeOfDay}`, placeholder: 'hh:mm' },
          companion: true,
        },
        {
          type: 'Text',
          props: {
            id: joinedId,
            hidden: true,
            oEhrId: path,
            value: `=IsEmpty(${id}) ? "" : IsEmpty(${timeId}) ? ${id} : ${id} + "T" + ${timeId}`,
          },
        },
      ];
    }
    case 'DV_TIME':
      return input({ type: 'Text', props: { id, label, oEhrId: path, placeholder: 'hh:mm', ...must } });
    case 'DV_DURATION':
      return duration(b, n, path, id, label, must);
    case 'DV_PROPORTION':
      return proportion(b, n, path, id, label, must);
    case 'DV_IDENTIFIER': {
      // Each part has its own input at `path|id`, `|issuer`, `|assigner`, `|type`: a List item index goes
      // on the path, so items never overwrite each other.
      const parts: Record<string, string> = { id };
      const out: FormNode[] = [{ type: 'Text', props: { id, label, oEhrId: `${path}|id`, ...must } }];
      for (const [suffix, text] of [
        ['issuer', t.issuer],
        ['assigner', t.assigner],
        ['type', t.idType],
      ] as const) {
        const given = fixedValue(inputs.find((i) => i.suffix === suffix));
        if (given !== undefined) {
          out.push(fixed(suffix, given));
          continue;
        }
        const pid = b.id(`${n.id}_${suffix}`);
        parts[suffix] = pid;
        out.push({
          type: 'Text',
          props: { id: pid, label: `${label}, ${text}`, oEhrId: `${path}|${suffix}` },
        });
      }
      b.inputCount++;
      record(parts);
      return out;
    }
    case 'DV_PARSABLE': {
      const formalism = fixedValue(inputs.find((i) => i.suffix === 'formalism'));
      const fid = b.id(`${n.id}_formalism`);
      b.inputCount++;
      record(formalism === undefined ? { value: id, formalism: fid } : { value: id });
      return [
        { type: 'TextArea', props: { id, label, oEhrId: `${path}|value`, ...must } },
        formalism === undefined
          ? {
              type: 'Text',
              props: { id: fid, label: `${label}, ${t.formalism}`, oEhrId: `${path}|formalism` },
            }
          : {
              type: 'Text',
              props: { id: fid, hidden: true, oEhrId: `${path}|formalism`, value: `=${str(formalism)}` },
            },
      ];
    }
    case 'DV_STATE': {
      // DV_STATE: a coded state (`path/value|code` …) and whether it is terminal (`path/is_terminal`).
      const valueNode = n.children?.find((c) => c.id === 'value') ?? {
        id: 'value',
        rmType: 'DV_CODED_TEXT',
        name: n.name,
        localizedName: n.localizedName,
        localizedNames: n.localizedNames,
        inputs: n.inputs,
      };
      const out = leafComponents(
        b,
        { ...valueNode, id: `${n.id}_value`, name: n.name, localizedNames: n.localizedNames },
        `${path}/value`,
        `${where}/value`,
        mandatory,
      );
      const tid = b.id(`${n.id}_is_terminal`);
      out.push(yesNo(tid, `${label}, ${t.terminal}`, `${path}/is_terminal`));
      b.elements.set(`${path}/is_terminal`, { rmType: 'DV_BOOLEAN', parts: { value: tid } });
      return out;
    }
    case 'DV_MULTIMEDIA': {
      b.diagnostics.push(
        importInfo(
          'openehr-hidden',
          `DV_MULTIMEDIA at ${where}: a file or image cannot be entered in a form; its address (URI) can.`,
          where,
        ),
      );
      const uid = b.id(`${n.id}_uri`);
      // The reference model requires a media type (DV_MULTIMEDIA.media_type, IANA: image/jpeg …).
      const mid = b.id(`${n.id}_mediatype`);
      // And its size in bytes (DV_MULTIMEDIA.size, required too), and the text shown in its place.
      const sid = b.id(`${n.id}_size`);
      const aid = b.id(`${n.id}_alternatetext`);
      b.inputCount++;
      record({ value: uid, mediatype: mid, size: sid, alternatetext: aid });
      return [
        {
          type: 'Text',
          props: { id: uid, label, oEhrId: `${path}|url` },
          note: 'DV_MULTIMEDIA: the address of the file (|url); its content is set by a script if needed.',
        },
        {
          type: 'Text',
          props: {
            id: mid,
            label: `${label}, ${t.mediaType}`,
            placeholder: 'image/jpeg',
            oEhrId: `${path}|mediatype`,
          },
          companion: true,
        },
        {
          type: 'Number',
          props: { id: sid, label: `${label}, ${t.size}`, oEhrId: `${path}|size`, scale: 0 },
          companion: true,
        },
        {
          type: 'Text',
          props: { id: aid, label: `${label}, ${t.alternateText}`, oEhrId: `${path}|alternatetext` },
          companion: true,
        },
      ];
    }
    default: {
      if (n.rmType.startsWith('DV_INTERVAL')) return interval(b, n, path, where, id, label);
      // An unknown data type: an input where any value can be entered, and a located note (never nothing).
      b.diagnostics.push(
        importInfo(
          'openehr-unknown-data-type',
          `${where} has the data type ${n.rmType}, which the import does not know: it gets a text input written at ${path}.`,
          where,
        ),
      );
      return input({
        type: 'Text',
        props: { id, label, oEhrId: path },
        note: `${n.rmType}: unknown to the import; the text entered is written as the value.`,
      });
    }
  }
}

/** A coded element bound to an external terminology: its code and term are typed (or set by a data provider). */
/**
 * Whether an element's archetype asks for its text to be coded with a terminology where possible (its
 * description or comment: "Coding of the route with a terminology is preferred", "should be coded …
 * using … RxNorm", "Should be used a coded text"). The reference model lets a DV_CODED_TEXT stand wherever a
 * DV_TEXT is constrained, and both vendors read `|code` and `|terminology` on such a text.
 */
export function prefersCodedText(n: WebTemplateNode): boolean {
  const texts = [...Object.values(n.localizedDescriptions ?? {}), n.annotations?.comment ?? ''];
  return texts.some((text) =>
    text
      .split(/[.;](?:\s|$)/)
      .some((s) => (/\bcod(ed|ing)\b/i.test(s) && /\bterminolog/i.test(s)) || /\bcoded[- ]text\b/i.test(s)),
  );
}

/**
 * A DV_TEXT whose archetype prefers it coded ({@link prefersCodedText}): the text at `|value`, and beside it
 * the code and its terminology (typed, or filled by a data provider: give each a `dataarg`), written as a
 * DV_CODED_TEXT standing for the text (`|code`, `|terminology`; the writer writes a terminology only with its
 * code). Without a code the text alone is a DV_TEXT.
 */
function codableText(
  b: LeafContext,
  n: WebTemplateNode,
  path: string,
  id: string,
  label: string,
  must: Record<string, unknown>,
): FormNode[] {
  const t = importTexts(b.language);
  const codeId = b.id(`${n.id}_code`);
  const termyId = b.id(`${n.id}_terminology`);
  b.inputCount++;
  b.elements.set(path, { rmType: n.rmType, parts: { value: id, code: codeId, terminology: termyId } });
  return [
    {
      type: 'Text',
      props: { id, label, oEhrId: `${path}|value`, ...must },
      note: 'The archetype prefers this text coded with a terminology: its code and terminology are beside it (typed, or from a data provider: dataarg).',
    },
    {
      type: 'Text',
      props: { id: codeId, label: `${label}, ${t.code}`, oEhrId: `${path}|code` },
      companion: true,
    },
    {
      type: 'Text',
      props: { id: termyId, label: `${label}, ${t.terminology}`, oEhrId: `${path}|terminology` },
      companion: true,
    },
  ];
}

function externalCoded(
  b: LeafContext,
  n: WebTemplateNode,
  path: string,
  where: string,
  id: string,
  label: string,
  must: Record<string, unknown>,
): FormNode[] {
  const t = importTexts(b.language);
  const term = n.inputs?.find((i) => i.terminology && i.terminology !== 'local')?.terminology;
  b.diagnostics.push(
    importInfo(
      'openehr-external-terminology',
      `${where} is coded in ${term ?? 'an external terminology'} with no local options: imported as a code and a term to type in, or to fill from a data provider (dataarg).`,
      where,
    ),
  );
  const termId = b.id(`${n.id}_term`);
  const termyId = b.id(`${n.id}_terminology`);
  b.inputCount++;
  b.elements.set(path, {
    rmType: n.rmType,
    parts: { code: id, term: termId, ...(term === undefined ? { terminology: termyId } : {}) },
  });
  return [
    {
      type: 'Text',
      props: { id, label: `${label}, ${t.code}`, oEhrId: `${path}|code`, ...must },
      note: `Coded in ${term ?? 'an external terminology'} (no local options): type the code and its term, or give each a dataarg from a data provider.`,
    },
    { type: 'Text', props: { id: termId, label: `${label}, ${t.term}`, oEhrId: `${path}|value` } },
    term === undefined
      ? {
          type: 'Text',
          props: { id: termyId, label: `${label}, ${t.terminology}`, oEhrId: `${path}|terminology` },
          companion: true,
        }
      : {
          type: 'Text',
          props: { id: termyId, hidden: true, oEhrId: `${path}|terminology`, value: `=${str(term)}` },
        },
  ];
}

/**
 * DV_QUANTITY: the magnitude at `|magnitude`; one allowed unit is shown as the suffix and written by a hidden
 * Text at `|unit`, several are a unit choice (shown as people read them, written as UCUM, the first chosen),
 * none a unit text input. The writer writes a unit only with its magnitude.
 */
function quantity(
  b: LeafContext,
  n: WebTemplateNode,
  path: string,
  id: string,
  label: string,
  must: Record<string, unknown>,
): FormNode[] {
  const t = importTexts(b.language);
  const inputs = n.inputs ?? [];
  const mag = inputs.find((i) => i.suffix === 'magnitude');
  const unitInput = inputs.find((i) => i.suffix === 'unit');
  const units = [...new Set((unitInput?.list ?? []).map((u) => u.value))];
  const uid = b.id(`${n.id}_unit`);
  const shown = units.length === 1 ? ucumShown(units[0]!) : '';
  b.inputCount++;
  b.elements.set(path, { rmType: 'DV_QUANTITY', parts: { magnitude: id, unit: uid } });
  const number: FormNode = {
    type: 'Number',
    props: {
      id,
      label,
      oEhrId: `${path}|magnitude`,
      ...must,
      ...(shown ? { suffix: literal(shown) } : {}),
      ...rangeProps(mag),
    },
  };
  if (units.length === 1)
    return [
      number,
      { type: 'Text', props: { id: uid, hidden: true, oEhrId: `${path}|unit`, value: `=${str(units[0]!)}` } },
    ];
  if (units.length === 0)
    return [
      number,
      { type: 'Text', props: { id: uid, label: `${label}, ${t.unit}`, oEhrId: `${path}|unit` } },
    ];
  const options = units.map((u) => ({ value: u, text: ucumShown(u) || u }));
  return [
    number,
    {
      type: units.length > IMPORT_DEFAULTS.autoCompleteOver ? 'Dropdown' : 'Option',
      props: { id: uid, label: `${label}, ${t.unit}`, oEhrId: `${path}|unit`, value: units[0], options },
    },
  ];
}

/** DV_DURATION: a number and a unit choice from the template's allowed units, written as ISO 8601 (P90D, PT3H). */
function duration(
  b: LeafContext,
  n: WebTemplateNode,
  path: string,
  id: string,
  label: string,
  must: Record<string, unknown>,
): FormNode[] {
  const sv = importTexts(b.language) === IMPORT_TEXTS.sv;
  const allowed = (n.inputs ?? []).map((i) => i.suffix ?? '').filter((s) => DURATION_UNITS[s]);
  const units = allowed.length > 0 ? [...new Set(allowed)] : ['day'];
  const uid = b.id(`${n.id}_unit`);
  const isoId = b.id(`${n.id}_iso`);
  const shown = (u: string) => (sv ? DURATION_UNITS[u]!.sv : DURATION_UNITS[u]!.en);
  b.inputCount++;
  b.elements.set(path, { rmType: 'DV_DURATION', parts: { number: id, unit: uid }, units });
  const iso = (u: string) => {
    const d = DURATION_UNITS[u]!;
    return `${str(d.time ? 'PT' : 'P')} + ${id} + ${str(d.designator)}`;
  };
  const unitValue = units.length === 1 ? str(units[0]!) : uid;
  const formula =
    units.length === 1
      ? iso(units[0]!)
      : units.reduceRight((acc, u) => `${unitValue} == ${str(u)} ? ${iso(u)} : ${acc}`, '""');
  const nodes: FormNode[] = [
    {
      type: 'Number',
      props: {
        id,
        label,
        scale: 0,
        minValue: 0,
        ...must,
        ...(units.length === 1 ? { suffix: shown(units[0]!) } : {}),
      },
      note: `DV_DURATION: written as ISO 8601 (${units.map((u) => `${DURATION_UNITS[u]!.time ? 'PT' : 'P'}n${DURATION_UNITS[u]!.designator}`).join(', ')}) by ${isoId}.`,
    },
  ];
  if (units.length > 1)
    nodes.push({
      type: units.length > IMPORT_DEFAULTS.autoCompleteOver ? 'Dropdown' : 'Option',
      props: {
        id: uid,
        label: `${label}, ${importTexts(b.language).unit}`,
        value: units[0],
        options: units.map((u) => ({ value: u, text: shown(u) })),
      },
      companion: true,
    });
  nodes.push({
    type: 'Text',
    props: { id: isoId, hidden: true, oEhrId: path, value: `=IsEmpty(${id}) ? "" : ${formula}` },
  });
  return nodes;
}

/** DV_PROPORTION by its kind: unitary (/1), percent (/100), fraction and integer fraction (a denominator input), ratio. */
function proportion(
  b: LeafContext,
  n: WebTemplateNode,
  path: string,
  id: string,
  label: string,
  must: Record<string, unknown>,
): FormNode[] {
  const t = importTexts(b.language);
  const kind = proportionKind(n);
  const num = n.inputs?.find((i) => i.suffix === 'numerator');
  const fixedDenominator = kind === 1 ? 1 : kind === 2 ? 100 : undefined;
  const did = b.id(`${n.id}_denominator`);
  b.inputCount++;
  b.elements.set(path, { rmType: 'DV_PROPORTION', parts: { numerator: id, denominator: did } });
  const nodes: FormNode[] = [
    {
      type: 'Number',
      props: {
        id,
        label,
        oEhrId: `${path}|numerator`,
        ...must,
        ...(kind === 2 ? { suffix: '%' } : {}),
        ...(kind === 4 ? { scale: 0 } : {}),
        ...rangeProps(num),
      },
    },
    fixedDenominator !== undefined
      ? {
          type: 'Number',
          props: { id: did, hidden: true, oEhrId: `${path}|denominator`, value: fixedDenominator },
        }
      : {
          type: 'Number',
          props: {
            id: did,
            label: `${label}, ${t.denominator}`,
            oEhrId: `${path}|denominator`,
            ...(kind === 4 ? { scale: 0 } : {}),
          },
          companion: true,
        },
    {
      type: 'Number',
      props: { id: b.id(`${n.id}_type`), hidden: true, oEhrId: `${path}|type`, value: kind },
    },
  ];
  return nodes;
}

/** DV_INTERVAL<T>: the lower and upper bounds as inputs of T, and whether each is included (yes/no). */
function interval(
  b: LeafContext,
  n: WebTemplateNode,
  path: string,
  where: string,
  id: string,
  label: string,
): FormNode[] {
  const t = importTexts(b.language);
  const inner = genericOf(n.rmType) ?? n.children?.find((c) => c.id === 'lower' || c.id === 'upper')?.rmType;
  const out: FormNode[] = [];
  const parts: Record<string, string> = {};
  for (const [bound, text] of [
    ['lower', t.lower],
    ['upper', t.upper],
  ] as const) {
    const given = n.children?.find((c) => c.id === bound);
    const child: WebTemplateNode = {
      ...(given ?? { inputs: n.inputs }),
      id: `${n.id}_${bound}`,
      rmType: given?.rmType ?? inner ?? 'DV_TEXT',
      name: `${b.label(n)}, ${text}`,
      min: 0,
      max: 1,
    };
    const before = b.inputCount;
    out.push(
      ...leafComponents(
        b,
        { ...child, localizedNames: undefined, localizedName: undefined },
        `${path}/${bound}`,
        `${where}/${bound}`,
      ),
    );
    b.inputCount = before;
    const inc = b.id(`${n.id}_${bound}_included`);
    parts[`${bound}_included`] = inc;
    out.push({
      type: 'Option',
      props: {
        id: inc,
        label: `${label}, ${text}: ${t.included}`,
        oEhrId: `${path}/${bound}_included`,
        options: [
          { value: 'true', text: t.yes },
          { value: 'false', text: t.no },
        ],
      },
      companion: true,
    });
    b.elements.set(`${path}/${bound}_included`, { rmType: 'DV_BOOLEAN', parts: { value: inc } });
  }
  b.inputCount++;
  b.elements.set(path, { rmType: n.rmType, parts: { ...parts, first: id } });
  return out;
}

/**
 * Whether a node's name is set when the data is entered: the archetype says so in the node's description or
 * comment (a sentence naming both its name and run time: "The name of this element is normally replaced in a
 * template or at run-time to reflect the actual analyte"), and the template does not fix the name. Read from the web template's descriptions and
 * comment, which the OPT reader fills from the term definitions, so both give the same form.
 */
export function allowsRuntimeName(n: WebTemplateNode): boolean {
  // A name the template fixes (`[at0004,'Pulse Rate']` in the web template's path) is not renamed.
  const last =
    (n.aqlPath ?? '')
      .replace(/\/value$/, '')
      .split('/')
      .pop() ?? '';
  if (n.nameFixed || /,\s*'|name\/value\s*=/.test(last)) return false;
  const texts = [...Object.values(n.localizedDescriptions ?? {}), n.annotations?.comment ?? ''];
  return texts.some((text) =>
    text
      .split(/[.;](?:\s|$)/)
      // "the name … at run-time", "identified by run-time re-naming of the element"
      .some((s) => /\b(re-?)?nam(e|ing)\b/i.test(s) && /\brun[- ]?time\b/i.test(s)),
  );
}

/**
 * A run-time name's inputs (`path/_name`): the name as read (`|value`), and its code and terminology when it
 * is coded (`|code`, `|terminology`; the writer writes the terminology only with a code), as EHRbase and
 * Better read a LOCATABLE's `_name`.
 */
export function runtimeNameComponents(b: LeafContext, n: WebTemplateNode, path: string): FormNode[] {
  const t = importTexts(b.language);
  const label = literal(b.label(n));
  const nameId = b.id(`${n.id}_name`);
  const codeId = b.id(`${n.id}_name_code`);
  const termyId = b.id(`${n.id}_name_terminology`);
  b.elements.set(`${path}/_name`, {
    rmType: 'DV_CODED_TEXT',
    parts: { term: nameId, code: codeId, terminology: termyId },
  });
  b.inputCount++;
  return [
    {
      type: 'Text',
      props: { id: nameId, label: `${label}, ${t.name}`, oEhrId: `${path}/_name|value` },
      note: 'Run-time name: the archetype lets the name of this node be set when the data is entered.',
    },
    {
      type: 'Text',
      props: { id: codeId, label: `${label}, ${t.name}, ${t.code}`, oEhrId: `${path}/_name|code` },
      companion: true,
    },
    {
      type: 'Text',
      props: {
        id: termyId,
        label: `${label}, ${t.name}, ${t.terminology}`,
        oEhrId: `${path}/_name|terminology`,
      },
      companion: true,
    },
  ];
}

/**
 * The forms a DV_DATE_TIME's date part may take by its pattern (`yyyy-??-??T??:??:??`, `yyyy-mm-??THH:MM:SS`):
 * {@link partialDate} of the part before the `T`; undefined when only a whole date is allowed.
 */
export function partialDateTime(pattern: string | undefined): string | undefined {
  const p = pattern?.trim() ?? '';
  const t = p.search(/T/i);
  return partialDate(t < 0 ? p : p.slice(0, t));
}

/**
 * The forms a partial date may take by a date pattern (`yyyy-mm-dd` whole; `?` optional, `X` not allowed):
 * `YYYY-MM-DD / YYYY-MM / YYYY` for `yyyy-??-??`, `YYYY-MM / YYYY` for `yyyy-??-XX`; undefined when only a whole
 * date is allowed (or no pattern is given).
 */
export function partialDate(pattern: string | undefined): string | undefined {
  const m = /^y{4}-(\?\?|mm|xx)-(\?\?|dd|xx)$/i.exec(pattern?.trim() ?? '');
  if (!m) return undefined;
  const month = m[1]!.toLowerCase();
  const day = m[2]!.toLowerCase();
  if (month === 'mm' && day === 'dd') return undefined;
  const forms: string[] = [];
  if (day !== 'xx' && month !== 'xx') forms.push('YYYY-MM-DD');
  if (month !== 'xx' && (day === '??' || day === 'xx')) forms.push('YYYY-MM');
  if (month === '??' || month === 'xx') forms.push('YYYY');
  return forms.join(' / ');
}
