import type { Coding } from '../components/propTypes';
import { readOptions, type ChoiceOption } from '../components/choice';
import type { ComponentState, FormSnapshot } from '../engine';
import type { FormOutputs } from '../output/collectOutputs';
import { sectionMarkups } from '../output/formRtf';
import { parseReportMarkup } from '../output/parseReportMarkup';
import { nodesToPlainText } from '../output/plainText';
import { optionCoding } from './exportQuestionnaire';
import { base64Utf8, stableUuid } from './encoding';
import {
  FHIR_URLS,
  type DiagnosticReport,
  type FhirBundle,
  type FhirCodeableConcept,
  type FhirReference,
  type FhirValue,
  type Observation,
  type QuestionnaireResponse,
  type QuestionnaireResponseItem,
} from './types';

/** The outputs the Bundle carries: the report text, the sections' texts and the mandatory fields still empty. */
export type FhirReportParts = Pick<FormOutputs, 'report' | 'sections' | 'mandatory'>;

/** What the FHIR output needs beyond the form: the time the report is made (ISO 8601). */
export interface FhirOutputOptions {
  /** The DiagnosticReport's `issued` and the Observations' `effectiveDateTime`; default: now. */
  readonly now?: string;
}

/** Section ids whose text is the report's conclusion, in order of preference (docs/fhir.md). */
const CONCLUSION_SECTIONS =
  /^(impression|conclusion|summary|assessment|beurteilung|zusammenfassung|bedömning|sammanfattning)$/i;

const isEmptyValue = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const codingsOf = (raw: unknown): Coding[] => (Array.isArray(raw) ? (raw as Coding[]) : []);

const concept = (codings: readonly Coding[], text?: string): FhirCodeableConcept => ({
  ...(codings.length > 0
    ? {
        coding: codings.map((c) => ({
          system: c.system,
          code: c.code,
          ...(c.display ? { display: c.display } : {}),
        })),
      }
    : {}),
  ...(text ? { text } : {}),
});

const labelOf = (c: ComponentState): string | undefined => {
  const l = c.props.label ?? c.props.name;
  return typeof l === 'string' && l !== '' ? l : undefined;
};

/** The chosen options of a choice component, in the order of its options. */
function chosen(c: ComponentState): ChoiceOption[] {
  const values = (Array.isArray(c.value) ? c.value : [c.value]).map(String);
  return readOptions(c.props.options).filter((o) => values.includes(String(o.value)));
}

const CHOICE_TYPES = new Set(['Option', 'CheckboxList', 'Dropdown', 'AutoComplete']);

/** The QuestionnaireResponse answers of one component (the exported Questionnaire's item types). */
function answersOf(c: ComponentState): FhirValue[] {
  const v = c.value as unknown;
  if (isEmptyValue(v)) return [];
  switch (c.type) {
    case 'Checkbox':
      return typeof v === 'boolean' ? [{ valueBoolean: v }] : [];
    case 'Number':
      return typeof v === 'number'
        ? [c.props.scale === 0 ? { valueInteger: Math.round(v) } : { valueDecimal: v }]
        : [];
    case 'Date':
      return typeof v === 'string' ? [{ valueDate: v }] : [];
    case 'Text':
    case 'TextArea':
      return [{ valueString: String(v) }];
    default:
      if (CHOICE_TYPES.has(c.type)) {
        const options = chosen(c);
        const known = new Set(options.map((o) => String(o.value)));
        const other = (Array.isArray(v) ? v : [v]).map(String).filter((x) => !known.has(x));
        return [
          ...options.map((o) => ({ valueCoding: optionCoding(o) })),
          ...other.map((x) => ({ valueString: x })),
        ];
      }
      return [];
  }
}

/** The Observation value of one component (decisions D13): a quantity, a concept, a string, a boolean, a date. */
function observationValues(c: ComponentState): Partial<Observation>[] {
  const v = c.value as unknown;
  if (isEmptyValue(v)) return [];
  switch (c.type) {
    case 'Checkbox':
      return typeof v === 'boolean' ? [{ valueBoolean: v }] : [];
    case 'Number': {
      if (typeof v !== 'number') return [];
      const unit = typeof c.props.suffix === 'string' ? c.props.suffix.trim() : '';
      return [
        { valueQuantity: unit ? { value: v, unit, system: FHIR_URLS.ucum, code: unit } : { value: v } },
      ];
    }
    case 'Date':
      return typeof v === 'string' ? [{ valueDateTime: v }] : [];
    case 'Text':
    case 'TextArea':
      return [{ valueString: String(v) }];
    default:
      if (!CHOICE_TYPES.has(c.type)) return [];
      return chosen(c).map((o) => ({ valueCodeableConcept: concept(o.coding ?? [], o.text) }));
  }
}

/**
 * The FHIR output of a filled form (decisions D13, docs/fhir.md): one R4 collection Bundle with the
 * QuestionnaireResponse (linkIds as the exported Questionnaire's), the DiagnosticReport (the report text as
 * `presentedForm`, the conclusion from the impression section, the code from `Metadata.coding`) and one
 * Observation per answered, shown component that carries a `coding`; a Section holding such Observations
 * becomes a grouping Observation whose `hasMember` lists them.
 */
export function fhirBundle(
  snapshot: FormSnapshot,
  outputs: FhirReportParts,
  options: FhirOutputOptions = {},
): FhirBundle {
  const now = options.now ?? new Date().toISOString();
  const md = snapshot.spec.metadata;
  const seed = `${md.title}|${md.versionMajor ?? ''}|${md.versionMinor ?? ''}`;
  const entries: FhirBundle['entry'] = [];
  let counter = 0;
  const url = (kind: string) => `urn:uuid:${stableUuid(`${seed}|${kind}|${counter++}`)}`;
  const qrUrl = url('QuestionnaireResponse');
  const observations: { fullUrl: string; resource: Observation }[] = [];

  const observe = (c: ComponentState): FhirReference[] => {
    const codings = codingsOf(c.props.coding);
    if (codings.length === 0) return [];
    return observationValues(c).map((value) => {
      const fullUrl = url(`Observation|${c.id}`);
      observations.push({
        fullUrl,
        resource: {
          resourceType: 'Observation',
          status: 'final',
          code: concept(codings, labelOf(c)),
          effectiveDateTime: now,
          ...value,
          derivedFrom: [{ reference: qrUrl }],
        },
      });
      return { reference: fullUrl };
    });
  };

  /** Walks instances: QuestionnaireResponse items and Observation references, with the Questionnaire's grouping. */
  const walk = (ids: readonly string[]): { items: QuestionnaireResponseItem[]; refs: FhirReference[] } => {
    const items: QuestionnaireResponseItem[] = [];
    const refs: FhirReference[] = [];
    for (const id of ids) {
      const c = snapshot.components.get(id);
      if (!c || c.node.generated || !c.visible) continue;
      const linkId = c.node.id;
      if (c.type === 'List') {
        const list = c as ComponentState & { items?: readonly { children: readonly string[] }[] };
        for (const li of list.items ?? []) {
          const inner = walk(li.children);
          refs.push(...inner.refs);
          if (inner.items.length > 0) items.push({ linkId, ...text(c), item: inner.items });
        }
        continue;
      }
      if (c.type === 'Tabs') {
        const tabs =
          (c as ComponentState & { tabs?: readonly { index: number; children: readonly string[] }[] }).tabs ??
          [];
        for (const t of tabs) {
          const inner = walk(t.children);
          refs.push(...inner.refs);
          if (inner.items.length > 0)
            items.push({ linkId: `${linkId}_tab${t.index + 1}`, item: inner.items });
        }
        continue;
      }
      if (
        c.children.length > 0 &&
        (c.type === 'Section' || c.type === 'ComponentGroup' || c.type === 'Row')
      ) {
        const inner = walk(c.children);
        const grouped =
          c.type === 'Section' ||
          labelOf(c) !== undefined ||
          c.node.props.hidden !== undefined ||
          c.node.props.display !== undefined;
        if (c.type === 'Section' && inner.refs.length > 0) {
          const fullUrl = url(`Observation|${c.id}`);
          observations.push({
            fullUrl,
            resource: {
              resourceType: 'Observation',
              status: 'final',
              code: concept(codingsOf(c.props.coding), labelOf(c) ?? c.node.id),
              effectiveDateTime: now,
              hasMember: inner.refs,
              derivedFrom: [{ reference: qrUrl }],
            },
          });
          refs.push({ reference: fullUrl });
        } else refs.push(...inner.refs);
        if (grouped) {
          if (inner.items.length > 0) items.push({ linkId, ...text(c), item: inner.items });
        } else items.push(...inner.items);
        continue;
      }
      const answer = answersOf(c);
      if (answer.length > 0) items.push({ linkId, ...text(c), answer });
      refs.push(...observe(c));
    }
    return { items, refs };
  };
  const text = (c: ComponentState) => {
    const l = labelOf(c);
    return l === undefined ? {} : { text: l };
  };

  const { items, refs } = walk(snapshot.roots);
  const response: QuestionnaireResponse = {
    resourceType: 'QuestionnaireResponse',
    status: outputs.mandatory.length === 0 ? 'completed' : 'in-progress',
    authored: now,
    ...(items.length > 0 ? { item: items } : {}),
  };
  const conclusionId = Object.keys(outputs.sections).find((id) => CONCLUSION_SECTIONS.test(id));
  const conclusion = conclusionId === undefined ? undefined : outputs.sections[conclusionId]?.trim();
  const report: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    status: outputs.mandatory.length === 0 ? 'final' : 'preliminary',
    code: concept(codingsOf(md.coding), md.title || 'Report'),
    issued: now,
    ...(refs.length > 0 ? { result: refs } : {}),
    ...(conclusion ? { conclusion } : {}),
    presentedForm: [
      {
        contentType: 'text/plain; charset=utf-8',
        ...(md.lang ? { language: md.lang } : {}),
        data: base64Utf8(outputs.report),
        ...(md.title ? { title: md.title } : {}),
      },
    ],
  };
  entries.push({ fullUrl: qrUrl, resource: response });
  entries.push({ fullUrl: url('DiagnosticReport'), resource: report });
  entries.push(...observations);
  return { resourceType: 'Bundle', type: 'collection', timestamp: now, entry: entries };
}

/**
 * The FHIR Bundle of a snapshot alone (the runtime's `getFhirBundle()` host hook, docs/embedding.md): the
 * report and section texts are worked out from the snapshot's markup, as `collectOutputs` does.
 */
export function snapshotFhirBundle(snapshot: FormSnapshot, options: FhirOutputOptions = {}): FhirBundle {
  const reportVersion = snapshot.spec.metadata.reportVersion;
  const text = (markup: string) => nodesToPlainText(parseReportMarkup(markup, { reportVersion }).nodes);
  const sections: Record<string, string> = {};
  for (const s of sectionMarkups(snapshot)) sections[s.id] = text(s.markup);
  return fhirBundle(
    snapshot,
    { report: text(snapshot.report.markup), sections, mandatory: snapshot.mandatory },
    options,
  );
}
