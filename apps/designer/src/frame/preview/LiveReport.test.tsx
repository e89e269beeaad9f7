// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSpec } from '@formwright/core/authoring';
import { createForm, runHeadless, type ActionStep } from '@formwright/core/headless';
import type { FormSnapshot } from '@formwright/core/runtime';
import { LiveReport, LiveReportView } from './LiveReport';
import { keptMarkup, liveReportOf } from './liveReport';
import { FIXTURE_FORMS, fixtureFile } from './testing/fixtureFiles';

const FORM = `Metadata:
  lang: en
  title: Nodules
  description: D
Components:
  - Text: { id: lobe, label: Lobe, worklistAttribute: Location }
  - Number: { id: size, label: Size }
  - Text: { id: note, label: Note, freeField: { id: referrerNote, whenEmpty: clear } }
  - Checkbox: { id: urgent, label: Urgent }
ReportOutput:
  - text: 'Nodule in the {lobe}, mean diameter {size} mm.'
    sectionId: findings
  - text: 'Urgent: call the referrer.'
    if: '=urgent'
    sectionId: findings
  - text: 'No follow-up needed.'
    sectionId: impression
DiagnosticCodes:
  codeGroups: 'R91.1{urgent ? ";Z03.1" : ""}'
`;

function storeOf(text: string) {
  const parsed = parseSpec(text);
  if (!parsed.runnable) throw new Error(parsed.diagnostics.map((d) => d.message).join('\n'));
  return createForm(parsed.runnable);
}

function block(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('the live report', () => {
  afterEach(cleanup);

  it('shows the rich report with removed parts struck through, the #Report text, sections, codes and fields', () => {
    const store = storeOf(FORM);
    store.update({ type: 'set', id: 'lobe', value: 'right upper lobe' });
    render(<LiveReport store={store} />);
    const report = block('Report');
    // The size is empty: its part is struck through in place, with why; the report itself goes without it.
    const struck = [...report.querySelectorAll('del')];
    expect(struck.map((d) => d.textContent).join('|')).toMatch(/mean diameter\s+mm/);
    expect(struck.map((d) => d.textContent).join('|')).toContain('Urgent: call the referrer.');
    expect(struck[0]?.getAttribute('title')).toMatch(/smart filter.*size is empty/);
    expect(struck.at(-1)?.getAttribute('title')).toMatch(/condition \(if\) is false/);
    expect(report.textContent).toContain('Nodule in the right upper lobe');
    const text = within(block('Report text (#Report)')).getByText(/Nodule/);
    expect(text.textContent).toBe('Nodule in the right upper lobe.\nNo follow-up needed.');
    expect(text.textContent).not.toContain('mean diameter');
    const sections = block('Sections');
    expect(within(sections).getByText('findings').nextSibling?.textContent).toBe(
      'Nodule in the right upper lobe.',
    );
    expect(within(sections).getByText('impression').nextSibling?.textContent).toBe('No follow-up needed.');
    expect(within(block('Diagnostic codes')).getByText('R91.1')).toBeTruthy();
    const worklist = within(block('Worklist attributes')).getAllByRole('row');
    expect(worklist[1]?.textContent).toBe('Locationloberight upper lobe');
    const free = within(block('Free fields')).getAllByRole('row');
    expect(free[1]?.textContent).toBe('referrerNotenote(empty: clears the field)');
    expect(document.querySelector('.fw-live-report__error')).toBeNull();
  });

  it('follows every change of the store', () => {
    const store = storeOf(FORM);
    render(<LiveReport store={store} />);
    act(() => {
      store.update({ type: 'set', id: 'size', value: 7 });
      store.update({ type: 'set', id: 'lobe', value: 'left lobe' });
      store.update({ type: 'set', id: 'urgent', value: true });
    });
    const text = block('Report text (#Report)').querySelector('pre');
    expect(text?.textContent).toBe(
      'Nodule in the left lobe, mean diameter 7 mm.\nUrgent: call the referrer.\nNo follow-up needed.',
    );
    expect(block('Report').querySelectorAll('del')).toHaveLength(0);
    expect(within(block('Diagnostic codes')).getByText(/Z03\.1/).textContent).toBe('R91.1;Z03.1');
  });

  it('shows a failing part with its error in place and the other parts still', () => {
    const store = storeOf(FORM);
    const snapshot = store.getSnapshot();
    const broken: FormSnapshot = {
      ...snapshot,
      provenance: () => {
        throw new Error('provenance broke');
      },
    };
    render(<LiveReportView snapshot={broken} />);
    expect(within(block('Report')).getByRole('alert').textContent).toBe(
      'Report could not be shown: provenance broke',
    );
    expect(block('Report text (#Report)').querySelector('pre')?.textContent).toBe('No follow-up needed.');
    expect(within(block('Diagnostic codes')).getByText('R91.1')).toBeTruthy();
  });

  it('shows a report piece whose formula fails as its error, in place', () => {
    const store = storeOf(
      FORM.replace(
        "  - text: 'No follow-up needed.'",
        `  - text: '{ToASCITable(table, "q")}'\n  - text: 'No follow-up needed.'`,
      ).replace('Components:\n', "Components:\n  - Text: { id: table, value: '=[[1, 2]]' }\n"),
    );
    render(<LiveReport store={store} />);
    const failed = block('Report').querySelector('.fw-live-report__failed');
    expect(failed?.textContent?.trim()).toMatch(/^ReportOutput\[2\] failed: Unknown/);
    expect(block('Report text (#Report)').querySelector('pre')?.textContent).toBe('No follow-up needed.');
  });
});

describe('the live report of every fixture form, filled by its actions file', () => {
  afterEach(cleanup);

  it.each(FIXTURE_FORMS)('%s: text, sections, codes and removed parts', async (form) => {
    const scriptText = fixtureFile(form.replace(/\.yaml$/, '.js'));
    const script =
      scriptText === undefined
        ? undefined
        : await (await import('@formwright/core/script')).createScriptRunner(scriptText);
    const actionsText = fixtureFile(form.replace(/\.yaml$/, '.actions.json'));
    const actions =
      actionsText === undefined ? [] : (JSON.parse(actionsText) as { steps?: ActionStep[] } | ActionStep[]);
    const run = runHeadless({
      spec: fixtureFile(form) ?? '',
      ...(script ? { script } : {}),
      actions: Array.isArray(actions) ? actions : (actions.steps ?? []),
    });
    expect(run.kind).toBe('ran');
    if (run.kind !== 'ran') return;
    const content = liveReportOf(run.snapshot);
    // The annotated report adds up to the report, with what was removed marked in it.
    expect(content.annotated.ok && content.annotated.value.exact).toBe(true);
    if (content.annotated.ok)
      expect(keptMarkup(content.annotated.value.markup)).toBe(run.snapshot.report.markup);
    render(<LiveReportView snapshot={run.snapshot} />);
    expect(document.querySelector('.fw-live-report__error')).toBeNull();
    expect(block('Report text (#Report)').querySelector('pre')?.textContent).toBe(run.outputs.report);
    const sections = Object.keys(run.outputs.sections);
    expect(
      [...block('Sections').querySelectorAll('[data-fw-section]')].map((s) =>
        s.getAttribute('data-fw-section'),
      ),
    ).toEqual(sections);
    if (run.snapshot.components.has('#DiagnosticCodes') && run.outputs.codes !== '')
      expect(block('Diagnostic codes').querySelector('pre')?.textContent).toBe(run.outputs.codes);
    const removed = run.snapshot
      .provenance()
      .pieces.filter((p) => p.kind === 'reportOutput' || p.kind === 'reportItem')
      .filter((p) => p.segments?.some((s) => s.removed) || (p.removed === 'if' && p.withheld));
    expect(block('Report').querySelectorAll('del').length >= removed.length).toBe(true);
  });
});
