import type { HelperDocs } from '../types';

/** The docs of the text helpers (`../text.ts`), by name: authoring only, never in the runtime bundle. */
export const textHelperDocs = {
  Concat: { description: "Joins the values as text without separator; empties count as '', arrays are flattened.", example: "Concat('Size ', 12, null, ' mm')", exampleResult: "Size 12 mm" },
  ToText: { description: "The value as text: empty gives '', numbers in their shortest form, arrays joined with ', ' (empties skipped).", example: "ToText([1, '', 2.50])", exampleResult: "1, 2.5" },
  Length: { description: "Characters of a text or entries of an array; empty (including an all-empty array) gives 0.", example: "Length('lesion')", exampleResult: 6 },
  ToLower: { description: "The text in lower case; empty gives ''.", example: "ToLower('Left KIDNEY')", exampleResult: "left kidney" },
  ToUpper: { description: "The text in upper case; empty gives ''.", example: "ToUpper('bi-rads')", exampleResult: "BI-RADS" },
  Capitalize: { description: "The text with its first character in upper case, the rest unchanged; empty gives ''.", example: "Capitalize('no focal lesion')", exampleResult: "No focal lesion" },
  Decapitalize: { description: "The text with its first character in lower case, the rest unchanged; empty gives ''.", example: "Decapitalize('Normal CT')", exampleResult: "normal CT" },
  IndentText: { description: "Indents every non-blank line by indent spaces (default 2) or by the given text; empty gives ''.", example: "IndentText('a\\nb', 4)", exampleResult: "    a\n    b" },
  IndentLine: { description: "Indents only the first line by indent spaces (default 2) or by the given text; empty gives ''.", example: "IndentLine('a\\nb', '- ')", exampleResult: "- a\nb" },
} as const satisfies Readonly<Record<string, HelperDocs>>;
