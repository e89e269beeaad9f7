/**
 * The bench form, the same shape for both libraries (as /work/shared/bench/surveyjs-browser-anchor.md
 * describes it): N number inputs n_i starting at 1, N/2 calculated values c_i in chains of 10
 * (c_i = n_i + c_(i-1), a chain restarts every 10), N/10 visibility conditions (n_(10k+9) shown while
 * n_(10k) < 1000: always), and a report of 10 calculated values evenly spaced from c_9 to c_(N/2-1).
 */

/** The calculated values the report shows, S0…S9. */
export function reportIndexes(n: number): number[] {
  const m = n / 2;
  return Array.from({ length: 10 }, (_, j) => Math.round(9 + (j * (m - 10)) / 9));
}

/** The report text for input values `vals`, computed here, apart from either library. */
export function expectedReport(n: number, vals: readonly number[]): string {
  const c: number[] = [];
  for (let i = 0; i < n / 2; i++) c[i] = (vals[i] ?? 0) + (i % 10 === 0 ? 0 : (c[i - 1] ?? 0));
  return (
    'Report: ' +
    reportIndexes(n)
      .map((k, j) => `S${j}=${c[k]}`)
      .join('; ')
  );
}

/**
 * The Formwright specification (YAML): Numbers, hidden formula Numbers, a StaticText report on screen. With
 * `suggest`, every Number starts empty with `suggestedValue: 1` instead (the accept-all row): accepting
 * every suggestion gives the same report as the plain form's start.
 */
export function formwrightSpec(n: number, suggest = false): string {
  const lines = ['Metadata: { lang: en, title: Bench form, description: The anchor shape }', 'Components:'];
  const start = suggest ? 'suggestedValue: 1' : 'value: 1';
  for (let i = 0; i < n; i++) {
    const hidden = i % 10 === 9 ? `, hidden: '=n_${i - 9} >= 1000'` : '';
    lines.push(`  - Number: { id: n_${i}, label: 'Measurement ${i} (mm)', ${start}${hidden} }`);
  }
  for (let i = 0; i < n / 2; i++) {
    const formula = i % 10 === 0 ? `=n_${i}` : `=n_${i} + c_${i - 1}`;
    lines.push(`  - Number: { id: c_${i}, hidden: true, value: '${formula}' }`);
  }
  const template =
    'Report: ' +
    reportIndexes(n)
      .map((k, j) => `S${j}={c_${k}}`)
      .join('; ');
  lines.push(`  - StaticText: { id: report, value: '=1', formatter: '${template}' }`);
  lines.push('ReportOutput:', `  - text: '${template}'`);
  return lines.join('\n') + '\n';
}

/** The SurveyJS JSON: text questions of inputType number, calculatedValues, visibleIf, an html report. */
export function surveyJson(n: number): { json: unknown; data: Record<string, number> } {
  const elements: Record<string, unknown>[] = [];
  for (let i = 0; i < n; i++) {
    const q: Record<string, unknown> = {
      type: 'text',
      inputType: 'number',
      name: `n_${i}`,
      title: `Measurement ${i} (mm)`,
    };
    if (i % 10 === 9) q.visibleIf = `{n_${i - 9}} < 1000`;
    elements.push(q);
  }
  const calculatedValues = Array.from({ length: n / 2 }, (_, i) => ({
    name: `c_${i}`,
    expression: i % 10 === 0 ? `{n_${i}}` : `{n_${i}} + {c_${i - 1}}`,
  }));
  const html =
    '<p>Report: ' +
    reportIndexes(n)
      .map((k, j) => `S${j}={c_${k}}`)
      .join('; ') +
    '</p>';
  elements.push({ type: 'html', name: 'report', html });
  const data: Record<string, number> = {};
  for (let i = 0; i < n; i++) data[`n_${i}`] = 1;
  return {
    json: {
      title: 'Bench form',
      textUpdateMode: 'onTyping',
      calculatedValues,
      pages: [{ name: 'p1', elements }],
    },
    data,
  };
}
