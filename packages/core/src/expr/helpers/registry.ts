import { arrayHelpers } from './array';
import { dateHelpers } from './date';
import { logicHelpers } from './logic';
import { miscHelpers } from './misc';
import { numberHelpers } from './number';
import { outputHelpers } from './output';
import { stateHelpers } from './state';
import { tableHelpers } from './table';
import { textHelpers } from './text';
import type { HelperDef } from './types';

/** Every helper of docs/helpers.md#helper-functions, in docs order. An explicit list: no registration by side effect. */
export const helpers: readonly HelperDef[] = [
  ...logicHelpers,
  ...numberHelpers,
  ...textHelpers,
  ...dateHelpers,
  ...arrayHelpers,
  ...tableHelpers,
  ...outputHelpers,
  ...stateHelpers,
  ...miscHelpers,
];

const byName = new Map<string, HelperDef>(helpers.map((h) => [h.name, h]));

/** Finds a helper by its exact name (own entries only: `constructor` or `__proto__` find nothing). */
export function getHelper(name: string): HelperDef | undefined {
  return byName.get(name);
}
