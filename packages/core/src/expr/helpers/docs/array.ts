import type { HelperDocs } from '../types';

/** The docs of the array helpers (`../array.ts`), by name: authoring only, never in the runtime bundle. */
export const arrayHelperDocs = {
  ToArray: { description: "One argument: an array stays as it is, empty gives [], a value gives [value]; several arguments give them as a list.", example: "ToArray('left')", exampleResult: ["left"] },
  InArray: { description: "True when an entry Eq-equals the value (either argument order); an empty array gives false.", example: "InArray('mass', ['cyst', 'mass'])", exampleResult: true },
  ArrayEq: { description: "True when both have the same length and Eq-equal entries in order; two empties are equal.", example: "ArrayEq([1, 'a'], ['1', 'a'])", exampleResult: true },
  ArrayConcat: { description: "One array of all arguments: arrays are spread one level, other values appended, undefined and null skipped.", example: "ArrayConcat(['a'], null, 'b', ['c', 'd'])", exampleResult: ["a","b","c","d"] },
  ArrayGet: { description: "The entry at a 0-based index (negative counts from the end); out of range or invalid index gives the fallback (empty).", example: "ArrayGet(['a', 'b', 'c'], -1)", exampleResult: "c" },
  ArrayMap: { description: "Applies the function to every entry (with its 0-based index); empty gives [].", example: "ArrayMap([1, 2, 3], x => x * 2)", exampleResult: [2,4,6] },
  ArrayFilter: { description: "Keeps the entries for which the function is true (empty counts as false); empty gives [].", example: "ArrayFilter([4, 12, 30], x => x > 10)", exampleResult: [12,30] },
  ArrayFilterNull: { description: "Drops the empty entries (undefined, null, '', NaN, all-empty arrays); empty gives [].", example: "ArrayFilterNull(['a', '', null, 'b'])", exampleResult: ["a","b"] },
  ArraySkip: { description: "Drops the first count entries (missing or invalid count means 0); empty gives [].", example: "ArraySkip(['a', 'b', 'c'], 1)", exampleResult: ["b","c"] },
  ArrayFlatten: { description: "Flattens nested arrays completely; empty gives [], a non-array value gives [value].", example: "ArrayFlatten([1, [2, [3]]])", exampleResult: [1,2,3] },
  ArrayJoin: { description: "Joins the non-empty entries as text with the separator (default ', '); empty gives ''.", example: "ArrayJoin(['a', '', 'b'], ' / ')", exampleResult: "a / b" },
  ArrayFormat: { description: "Formats each non-empty entry with the template ({0} first entry of an array item or the item itself, {value}, {index} 1-based, {zindex}) and joins with joiner (default ', '); empty gives ''.", example: "ArrayFormat([['liver', 12], ['spleen', 9]], '{0}: {1} mm', '; ')", exampleResult: "liver: 12 mm; spleen: 9 mm" },
  ArrayFormat1: { description: "As ArrayFormat but numbered holes count from 1 ({1} is the first entry of an array item or the item itself); empty gives ''.", example: "ArrayFormat1(['cyst', 'mass'], '{index}. {1}', ' ')", exampleResult: "1. cyst 2. mass" },
  ArrayLangFormat: { description: "Joins the non-empty entries as a sentence: 'a, b, and c' with the language's defaultAndWord (or the given word; 'a and b' for two); empty gives ''.", example: "ArrayLangFormat(['liver', 'spleen', 'kidneys'])", exampleResult: "liver, spleen, and kidneys" },
} as const satisfies Readonly<Record<string, HelperDocs>>;
