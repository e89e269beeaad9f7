/**
 * The parts of FHIR R4 (http://hl7.org/fhir/R4) that Formwright reads and writes: Questionnaire,
 * QuestionnaireResponse, DiagnosticReport, Observation and a collection Bundle (decisions D13). Only the
 * elements we use are typed; every resource we write is checked against the R4 base definitions in tests.
 */

/** A code in a code system. */
export interface FhirCoding {
  system?: string;
  code?: string;
  display?: string;
}

/** A concept: codings and a text. */
export interface FhirCodeableConcept {
  coding?: FhirCoding[];
  text?: string;
}

/** An extension: a URL and one value. */
export interface FhirExtension {
  url: string;
  valueString?: string;
  valueCoding?: FhirCoding;
  valueCodeableConcept?: FhirCodeableConcept;
  valueInteger?: number;
  valueDecimal?: number;
  valueBoolean?: string | boolean;
  valueExpression?: { language: string; expression: string; description?: string };
}

/** A measured amount with a UCUM unit. */
export interface FhirQuantity {
  value?: number;
  unit?: string;
  system?: string;
  code?: string;
}

/** One answer value: exactly one of the value[x] elements. */
export interface FhirValue {
  valueBoolean?: boolean;
  valueDecimal?: number;
  valueInteger?: number;
  valueDate?: string;
  valueDateTime?: string;
  valueTime?: string;
  valueString?: string;
  valueUri?: string;
  valueCoding?: FhirCoding;
  valueQuantity?: FhirQuantity;
}

/** A Questionnaire's enableWhen condition. */
export interface FhirEnableWhen extends Omit<FhirValue, 'valueDecimal' | 'valueUri' | 'valueQuantity'> {
  question: string;
  operator: 'exists' | '=' | '!=' | '>' | '<' | '>=' | '<=';
  answerBoolean?: boolean;
  answerDecimal?: number;
  answerInteger?: number;
  answerDate?: string;
  answerDateTime?: string;
  answerString?: string;
  answerCoding?: FhirCoding;
  answerQuantity?: FhirQuantity;
}

/** The item types of R4 Questionnaire.item.type. */
export type QuestionnaireItemType =
  | 'group'
  | 'display'
  | 'boolean'
  | 'decimal'
  | 'integer'
  | 'date'
  | 'dateTime'
  | 'time'
  | 'string'
  | 'text'
  | 'url'
  | 'choice'
  | 'open-choice'
  | 'attachment'
  | 'reference'
  | 'quantity'
  | 'question';

/** One Questionnaire item. */
export interface QuestionnaireItem {
  linkId: string;
  text?: string;
  type: QuestionnaireItemType;
  code?: FhirCoding[];
  extension?: FhirExtension[];
  required?: boolean;
  repeats?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  enableWhen?: FhirEnableWhen[];
  enableBehavior?: 'all' | 'any';
  answerOption?: (FhirValue & { initialSelected?: boolean; extension?: FhirExtension[] })[];
  answerValueSet?: string;
  initial?: FhirValue[];
  item?: QuestionnaireItem[];
}

/** An R4 Questionnaire. */
export interface Questionnaire {
  resourceType: 'Questionnaire';
  id?: string;
  url?: string;
  identifier?: { system?: string; value?: string }[];
  name?: string;
  title?: string;
  status: 'draft' | 'active' | 'retired' | 'unknown';
  language?: string;
  description?: string;
  copyright?: string;
  code?: FhirCoding[];
  extension?: FhirExtension[];
  item?: QuestionnaireItem[];
}

/** One QuestionnaireResponse item: its answers, or its children for a group. */
export interface QuestionnaireResponseItem {
  linkId: string;
  text?: string;
  answer?: (FhirValue & { item?: QuestionnaireResponseItem[] })[];
  item?: QuestionnaireResponseItem[];
}

/** An R4 QuestionnaireResponse. */
export interface QuestionnaireResponse {
  resourceType: 'QuestionnaireResponse';
  id?: string;
  questionnaire?: string;
  status: 'in-progress' | 'completed' | 'amended' | 'entered-in-error' | 'stopped';
  authored?: string;
  item?: QuestionnaireResponseItem[];
}

/** A reference to another resource of the same Bundle. */
export interface FhirReference {
  reference: string;
  display?: string;
}

/** An R4 Observation. */
export interface Observation extends FhirValue {
  resourceType: 'Observation';
  id?: string;
  status: 'final' | 'preliminary';
  code: FhirCodeableConcept;
  effectiveDateTime?: string;
  valueCodeableConcept?: FhirCodeableConcept;
  hasMember?: FhirReference[];
  derivedFrom?: FhirReference[];
}

/** An R4 DiagnosticReport. */
export interface DiagnosticReport {
  resourceType: 'DiagnosticReport';
  id?: string;
  status: 'final' | 'preliminary';
  code: FhirCodeableConcept;
  issued?: string;
  result?: FhirReference[];
  conclusion?: string;
  presentedForm?: { contentType: string; language?: string; data: string; title?: string }[];
}

/** A resource of the output Bundle. */
export type FhirResource = Questionnaire | QuestionnaireResponse | Observation | DiagnosticReport;

/** An R4 collection Bundle. */
export interface FhirBundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp?: string;
  entry: { fullUrl: string; resource: FhirResource }[];
}

/** Extension and code-system URLs we read and write. */
export const FHIR_URLS = {
  unit: 'http://hl7.org/fhir/StructureDefinition/questionnaire-unit',
  unitOption: 'http://hl7.org/fhir/StructureDefinition/questionnaire-unitOption',
  itemControl: 'http://hl7.org/fhir/StructureDefinition/questionnaire-itemControl',
  itemControlSystem: 'http://hl7.org/fhir/questionnaire-item-control',
  minValue: 'http://hl7.org/fhir/StructureDefinition/minValue',
  maxValue: 'http://hl7.org/fhir/StructureDefinition/maxValue',
  maxDecimalPlaces: 'http://hl7.org/fhir/StructureDefinition/maxDecimalPlaces',
  hidden: 'http://hl7.org/fhir/StructureDefinition/questionnaire-hidden',
  entryFormat: 'http://hl7.org/fhir/StructureDefinition/entryFormat',
  calculatedExpression:
    'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression',
  answerExpression: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-answerExpression',
  enableWhenExpression:
    'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-enableWhenExpression',
  /** Ours: a visibility formula that enableWhen cannot say, kept for the round trip (docs/fhir.md). */
  formwrightHidden: 'https://formwright.dev/fhir/StructureDefinition/hidden-formula',
  /** Ours: an option's stored value when it differs from its text (docs/fhir.md). */
  formwrightOptionValue: 'https://formwright.dev/fhir/StructureDefinition/option-value',
  /** Ours: the Formwright component type an item came from, when the item type alone does not say. */
  formwrightComponent: 'https://formwright.dev/fhir/StructureDefinition/component-type',
  ucum: 'http://unitsofmeasure.org',
} as const;
