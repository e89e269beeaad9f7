import { createDiagnostic, NO_RANGE, type SourceRange } from '../diagnostics';
import { isMapping, type CheckContext } from './checkContext';
import { mapSchemaErrors } from './schemaErrors';
import {
  diagnosticCodesSchema,
  metadataSchema,
  reportItemSchema,
  sectionValidator,
  TOP_LEVEL_KEYS,
} from './sectionSchemas';
import { nearestName } from './suggest';

/** The top-level sections as written, after their checks (undefined when missing or of the wrong type). */
export interface TopLevelSections {
  readonly metadata?: Record<string, unknown>;
  readonly components?: readonly unknown[];
  readonly reportOutput?: readonly unknown[];
  readonly diagnosticCodes?: Record<string, unknown>;
  readonly exportsImages?: unknown;
}

/**
 * Checks the top level (docs/specification.md#top-level): Metadata, Components and ReportOutput required, DiagnosticCodes
 * and ExportsImages optional, nothing else; then Metadata, the ReportOutput items (with the
 * sectioned-output rule) and the DiagnosticCodes section against their schemas. `null` for Components or
 * ReportOutput (`ReportOutput:` with nothing after it) counts as an empty list.
 */
export function checkTopLevel(root: Record<string, unknown>, ctx: CheckContext): TopLevelSections {
  const { sourceMap, diagnostics } = ctx;
  const rootRange = startOf(sourceMap.rangeOf(root));
  const keyRange = (key: string) => sourceMap.entryRange(root, key, 'key');

  for (const key of Object.keys(root)) {
    if ((TOP_LEVEL_KEYS as readonly string[]).includes(key)) continue;
    const suggestion = nearestName(key, TOP_LEVEL_KEYS);
    const detail = `the top level allows ${TOP_LEVEL_KEYS.join(', ')}${suggestion ? `; did you mean ${suggestion}?` : ''}`;
    diagnostics.push(
      createDiagnostic('property-not-allowed', {
        range: keyRange(key),
        path: [key],
        params: { name: key, detail },
      }),
    );
  }

  const wrongType = (key: string, expected: string) =>
    diagnostics.push(
      createDiagnostic('invalid-type', {
        range: sourceMap.entryRange(root, key),
        path: [key],
        params: { name: key, expected },
      }),
    );
  const listSection = (key: 'Components' | 'ReportOutput', missing: 'no-components' | 'no-report-output') => {
    if (!(key in root)) {
      diagnostics.push(createDiagnostic(missing, { range: rootRange, path: [key] }));
      return undefined;
    }
    const v = root[key];
    if (v === null) return [];
    if (!Array.isArray(v)) {
      wrongType(key, 'a list');
      return undefined;
    }
    return v;
  };

  let metadata: Record<string, unknown> | undefined;
  if (!('Metadata' in root)) {
    diagnostics.push(createDiagnostic('no-metadata', { range: rootRange, path: ['Metadata'] }));
  } else if (!isMapping(root.Metadata)) {
    wrongType('Metadata', 'a mapping with lang, title and description');
  } else {
    metadata = root.Metadata;
    validateSection('Metadata', metadata, metadataSchema, 'Metadata', keyRange('Metadata'), ctx);
  }

  const components = listSection('Components', 'no-components');
  const reportOutput = listSection('ReportOutput', 'no-report-output');
  if (reportOutput) checkReportOutput(reportOutput, ctx);

  let diagnosticCodes: Record<string, unknown> | undefined;
  if ('DiagnosticCodes' in root && root.DiagnosticCodes !== null) {
    if (!isMapping(root.DiagnosticCodes)) {
      wrongType('DiagnosticCodes', 'a mapping with codeGroups');
    } else {
      diagnosticCodes = root.DiagnosticCodes;
      const schema = diagnosticCodesSchema();
      validateSection(
        'DiagnosticCodes',
        diagnosticCodes,
        schema,
        'DiagnosticCodes',
        keyRange('DiagnosticCodes'),
        ctx,
      );
    }
  }
  if ('ExportsImages' in root && typeof root.ExportsImages !== 'boolean')
    wrongType('ExportsImages', 'true or false');

  return {
    ...(metadata ? { metadata } : {}),
    ...(components ? { components } : {}),
    ...(reportOutput ? { reportOutput } : {}),
    ...(diagnosticCodes ? { diagnosticCodes } : {}),
    ...('ExportsImages' in root ? { exportsImages: root.ExportsImages } : {}),
  };
}

/** Each ReportOutput item against the Report item schema (sections are checked by checkSectionedOutput). */
function checkReportOutput(items: readonly unknown[], ctx: CheckContext): void {
  const schema = reportItemSchema();
  items.forEach((item, i) => {
    const range = ctx.sourceMap.entryRange(items, i);
    const path = ['ReportOutput', i];
    if (!isMapping(item)) {
      ctx.diagnostics.push(
        createDiagnostic('invalid-type', {
          range,
          path,
          params: { name: `ReportOutput[${i}]`, expected: 'a mapping with text' },
        }),
      );
      return;
    }
    validateSection('ReportItem', item, schema, `ReportOutput[${i}]`, range, ctx, path);
  });
}

function validateSection(
  name: 'Metadata' | 'ReportItem' | 'DiagnosticCodes',
  data: Record<string, unknown>,
  schema: unknown,
  owner: string,
  anchor: SourceRange,
  ctx: CheckContext,
  path: (string | number)[] = [owner],
): void {
  const validate = sectionValidator(name);
  if (validate(data)) return;
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
  ctx.diagnostics.push(
    ...mapSchemaErrors(errors, { data, schema, owner, sourceMap: ctx.sourceMap, path, anchor }),
  );
}

/** The first character of a range: missing sections are reported where the text starts. */
function startOf(range: SourceRange): SourceRange {
  return range === NO_RANGE
    ? range
    : { ...range, endLine: range.line, endColumn: range.column, to: range.from };
}
