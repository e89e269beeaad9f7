import type { HelperDocs } from '../types';

/** The docs of the number helpers (`../number.ts`), by name: authoring only, never in the runtime bundle. */
export const numberHelperDocs = {
  Round: { description: "Rounds half away from zero, exactly for decimal input (1.005 → 1.01); decimals 0–15, missing or invalid means 0; empty or non-numeric gives empty.", example: "Round(1.005, 2)", exampleResult: 1.01 },
  Min: { description: "The smallest number; arrays are flattened, empty and non-numeric entries skipped; none left gives empty.", example: "Min(4, [2.5, ''], '7')", exampleResult: 2.5 },
  Max: { description: "The largest number; arrays are flattened, empty and non-numeric entries skipped; none left gives empty.", example: "Max([3, 9], null, 4)", exampleResult: 9 },
  Sum: { description: "The exact decimal sum (0.1 + 0.2 = 0.3); arrays flattened, empty and non-numeric entries skipped; all empty gives empty.", example: "Sum([0.1, 0.2], '', 1)", exampleResult: 1.3 },
  ToNumber: { description: "The value as a number: numbers as they are, text with '.' or ',' as decimal mark parsed; empty or non-numeric gives empty.", example: "ToNumber(' 12,5 ')", exampleResult: 12.5 },
} as const satisfies Readonly<Record<string, HelperDocs>>;
