// FHIR output bench: the demo form filled by its actions, its R4 Bundle (QuestionnaireResponse, DiagnosticReport,
// Observations) made from the snapshot, side by side with the JSON of every output (`collectOutputs`, what
// `render --format json` prints) of the same snapshot. Target (issue 24): the Bundle under 5 ms. And importing
// the largest DRG Questionnaire (57 KB) beside a bare JSON.parse of it: under 200 ms.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importQuestionnaire } from '@formwright/core/authoring';
import { collectOutputs, runHeadless, snapshotFhirBundle } from '@formwright/core/headless';
import { sideBySide, type BenchRow } from './harness';

const here = dirname(fileURLToPath(import.meta.url));
const forms = join(here, '../fixtures/forms');

/** Runs the bench: the demo's Bundle against its outputs' JSON. */
export async function run(): Promise<BenchRow[]> {
  const spec = readFileSync(join(forms, 'demo.yaml'), 'utf8');
  const actions = JSON.parse(readFileSync(join(forms, 'demo.actions.json'), 'utf8'));
  const result = runHeadless({ spec, actions, actionsFile: 'demo.actions.json' });
  if (result.kind !== 'ran') throw new Error('the demo form did not run');
  const { snapshot } = result;
  const times = sideBySide(
    () => JSON.stringify(snapshotFhirBundle(snapshot, { now: '2026-01-01T00:00:00Z' })),
    () => JSON.stringify(collectOutputs(snapshot)),
    50,
    5,
  );
  const largest = readFileSync(join(here, '../fixtures/fhir/drg/ct_abdomen_dso.json'), 'utf8');
  const imports = sideBySide(
    () => {
      if (!importQuestionnaire(largest).yaml) throw new Error('the DSO Questionnaire did not import');
    },
    () => JSON.parse(largest),
    20,
    3,
  );
  return [
    {
      bench: 'fhir',
      case: `import the largest DRG Questionnaire (${Math.round(largest.length / 1024)} KB) vs bare JSON.parse`,
      ours: imports.ours,
      baseline: imports.baseline,
      unit: 'ms',
      target: '< 200 ms',
      met: imports.ours < 200,
    },
    {
      bench: 'fhir',
      case: 'FHIR Bundle of the filled demo form (made and serialised) vs every output as JSON',
      ours: times.ours,
      baseline: times.baseline,
      unit: 'ms',
      target: '< 5 ms',
      met: times.ours < 5,
    },
  ];
}
