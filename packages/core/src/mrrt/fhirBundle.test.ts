import { describe, expect, it } from 'vitest';
import { fhirBundle } from '../fhir/bundle';
import { exportQuestionnaire } from '../fhir/exportQuestionnaire';
import { answerEverything } from '../fhir/testing/scenario';
import { r4Problems } from '../fhir/testing/validateR4';
import type { Observation } from '../fhir/types';
import { runHeadless } from '../headless/runHeadless';
import { parseSpec } from '../specification/parseSpec';
import { importMrrtTemplate } from './importMrrt';

/** Issue 24: the FHIR Bundle of each imported MRRT template, filled by a scenario, validates with no error. */
const files = import.meta.glob('../../../../fixtures/mrrt/drg/*.html', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('each DRG MRRT template, imported and filled by a scenario', () => {
  const cases = Object.entries(files).map(([path, html]) => ({ name: path.replace(/^.*\//, ''), html }));
  it.each(cases)(
    '$name gives a valid R4 Bundle (with its codes as Observations) and a valid Questionnaire',
    async ({ name, html }) => {
      const yaml = importMrrtTemplate(html, { fileName: name }).yaml ?? '';
      const spec = parseSpec(yaml).spec!;
      const run = runHeadless({ spec: yaml, actions: answerEverything(spec), actionsFile: 'scenario' });
      if (run.kind !== 'ran') throw new Error(`did not run: ${run.kind}`);
      const bundle = fhirBundle(run.snapshot, run.outputs, { now: '2026-01-15T10:00:00Z' });
      expect(await r4Problems(bundle)).toBeUndefined();
      // Every answered, shown component with a coding has its Observation.
      const coded = [...run.snapshot.components.values()].filter(
        (c) =>
          c.visible &&
          Array.isArray(c.props.coding) &&
          c.value !== undefined &&
          c.value !== null &&
          c.value !== '' &&
          !(Array.isArray(c.value) && c.value.length === 0),
      );
      const observed = new Set(
        bundle.entry
          .map((e) => e.resource)
          .filter((r): r is Observation => r.resourceType === 'Observation' && r.hasMember === undefined)
          .flatMap((o) => o.code.coding?.map((c) => c.code) ?? []),
      );
      for (const c of coded) {
        const first = (c.props.coding as { code: string }[])[0];
        if (c.type !== 'Section' && c.type !== 'List') expect(observed.has(first?.code ?? '')).toBe(true);
      }
      expect(await r4Problems(exportQuestionnaire(spec).questionnaire)).toBeUndefined();
    },
  );
});
