import type { HelperDocs } from '../types';

/** The docs of the output helpers (`../output.ts`), by name: authoring only, never in the runtime bundle. */
export const outputHelperDocs = {
  OehrCode: { description: "A coded text (DV_CODED_TEXT) as FLAT suffixes |code, |value, |terminology (default 'local'); empty code gives empty.", example: "OehrCode('at0005', 'Stage 2')", exampleResult: {"|code":"at0005","|value":"Stage 2","|terminology":"local"} },
  OehrQuantity: { description: "A quantity (DV_QUANTITY) as FLAT suffixes |magnitude (a number) and |unit; empty or non-numeric magnitude gives empty.", example: "OehrQuantity('12,5', 'mm')", exampleResult: {"|magnitude":12.5,"|unit":"mm"} },
  OehrProportion: { description: "A proportion (DV_PROPORTION) as FLAT suffixes |numerator, |denominator (default 100) and |type (default 2 for 100, 1 for 1, else 0); empty numerator gives empty.", example: "OehrProportion(97)", exampleResult: {"|numerator":97,"|denominator":100,"|type":2} },
  OehrIdentifier: { description: "An identifier (DV_IDENTIFIER) as FLAT suffixes |id, |issuer, |assigner, |type (empty parts left out); empty id gives empty.", example: "OehrIdentifier('19121212-1212', 'Skatteverket')", exampleResult: {"|id":"19121212-1212","|issuer":"Skatteverket"} },
  LogAndRet: { description: "Logs the label and value through the engine (when there is one) and returns the value unchanged, empty included.", example: "LogAndRet('size', 12)", exampleResult: 12 },
} as const satisfies Readonly<Record<string, HelperDocs>>;
