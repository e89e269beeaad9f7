// FHIR output bench: the demo form filled by its actions, its R4 Bundle (QuestionnaireResponse, DiagnosticReport,
// Observations) made from the snapshot, side by side with the JSON of every output (`collectOutputs`, what
// `render --format json` prints) of the same snapshot. Target (issue 24): the Bundle under 5 ms.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  return [
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
