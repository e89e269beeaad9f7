import { arrayHelperDocs } from './docs/array';
import { dateHelperDocs } from './docs/date';
import { logicHelperDocs } from './docs/logic';
import { miscHelperDocs } from './docs/misc';
import { numberHelperDocs } from './docs/number';
import { outputHelperDocs } from './docs/output';
import { stateHelperDocs } from './docs/state';
import { tableHelperDocs } from './docs/table';
import { textHelperDocs } from './docs/text';
import { helpers } from './registry';
import type { DocumentedHelper, HelperDocs } from './types';

/**
 * The docs of every helper, by name (description, example, example result): authoring only. The runtime
 * imports `registry.ts`, which holds none of this prose; `helperDocs.test.ts` checks that every helper has
 * docs and every docs entry a helper.
 */
export const helperDocs: Readonly<Record<string, HelperDocs>> = {
  ...logicHelperDocs,
  ...numberHelperDocs,
  ...textHelperDocs,
  ...dateHelperDocs,
  ...arrayHelperDocs,
  ...tableHelperDocs,
  ...outputHelperDocs,
  ...stateHelperDocs,
  ...miscHelperDocs,
};

const NO_DOCS: HelperDocs = { description: '', example: '' };

/** Every helper with its docs, in docs order (docs/helpers.md, completion and hover help). */
export const documentedHelpers: readonly DocumentedHelper[] = helpers.map((h) => ({
  ...h,
  ...(helperDocs[h.name] ?? NO_DOCS),
}));

const byName = new Map<string, DocumentedHelper>(documentedHelpers.map((h) => [h.name, h]));

/** Finds a helper with its docs by its exact name (own entries only). */
export function getDocumentedHelper(name: string): DocumentedHelper | undefined {
  return byName.get(name);
}
