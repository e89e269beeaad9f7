import type { ReportChangeMarker } from './changeMarkers';
import {
  fieldTypeOf,
  fieldValueOf,
  isFieldComponent,
  readFreeField,
  stringProp,
  type OutputComponent,
} from './outputComponent';
import { outputValueText } from './valueText';

/**
 * The hidden inputs through which form output reaches the host (docs/outputs.md#hidden-inputs, docs/outputs.md#hidden-inputs), as plain
 * data: the React layer renders each as `<input type="hidden" name value {...attributes}>`. The host's
 * reading of them is not in the spec, so the names below are ours and documented here:
 * - a field: name = instance id, `data-field-type` 0–3, `data-worklist-attribute`, and for a free field
 *   `data-free-field` with `data-free-field-clear` (whenEmpty clear) or `data-free-field-ignore-empty` (noUpdate);
 * - the diagnostic codes: name `#DiagnosticCodes`, `data-diagnostic-codes="true"`;
 * - report change markers: name `#ReportChanged`, value the section id or `*`, `data-report-changed`;
 * - Graph and Painter images: name = id, value a PNG data URL, `data-image="png"`.
 */
export interface HiddenInput {
  readonly name: string;
  readonly value: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/** What the hidden inputs are made from. */
export interface HiddenInputSources {
  readonly components: Iterable<OutputComponent>;
  /** The diagnostic-codes output; undefined when the form has no DiagnosticCodes. */
  readonly codes?: string;
  readonly changeMarkers?: readonly ReportChangeMarker[];
  /** PNG data URLs by Graph/Painter id (omitted when storeImageResult is false). */
  readonly images?: Readonly<Record<string, string>>;
}

/** Builds the hidden inputs, fields first (document order), then codes, change markers and images. */
export function hiddenInputs(src: HiddenInputSources): HiddenInput[] {
  const out: HiddenInput[] = [];
  for (const c of src.components) {
    if (!isFieldComponent(c.type, c.props)) continue;
    const attributes: Record<string, string> = { 'data-field-type': String(fieldTypeOf(c.type)) };
    const attr = stringProp(c.props, 'worklistAttribute');
    if (attr !== undefined) attributes['data-worklist-attribute'] = attr;
    const free = readFreeField(c.props['freeField']);
    if (free) {
      attributes['data-free-field'] = free.id;
      attributes[free.whenEmpty === 'clear' ? 'data-free-field-clear' : 'data-free-field-ignore-empty'] =
        'true';
    }
    out.push({ name: c.id, value: outputValueText(fieldValueOf(c)), attributes });
  }
  if (src.codes !== undefined) {
    out.push({ name: '#DiagnosticCodes', value: src.codes, attributes: { 'data-diagnostic-codes': 'true' } });
  }
  for (const m of src.changeMarkers ?? []) {
    const id = m.all ? '*' : m.sectionId;
    out.push({
      name: '#ReportChanged',
      value: id,
      attributes: { 'data-report-changed': m.all ? 'all' : id },
    });
  }
  for (const [id, png] of Object.entries(src.images ?? {})) {
    out.push({ name: id, value: png, attributes: { 'data-image': 'png' } });
  }
  return out;
}
