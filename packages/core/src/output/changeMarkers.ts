/**
 * Report change markers (docs/outputs.md#report-change-markers, docs/outputs.md#report-components): after the host sets a custom state, the Report
 * compares its parts with the previous ones and leaves hidden markers the host reads: one per changed
 * section, or a single marker saying that all sections changed.
 */

/** One hidden marker: a changed section, or all of them. */
export type ReportChangeMarker = { readonly all: true } | { readonly all: false; readonly sectionId: string };

/**
 * The markers for the engine's `changedSections`: 'all' gives one all-marker; a list gives one marker per
 * section, in report order when the section order is known, each once. No change gives no marker.
 */
export function reportChangeMarkers(
  changed: readonly string[] | 'all',
  sectionOrder: readonly string[] = [],
): readonly ReportChangeMarker[] {
  if (changed === 'all') return [{ all: true }];
  const wanted = new Set(changed);
  const ordered = [
    ...sectionOrder.filter((id) => wanted.has(id)),
    ...changed.filter((id) => !sectionOrder.includes(id)),
  ];
  return [...new Set(ordered)].map((sectionId) => ({ all: false, sectionId }));
}
