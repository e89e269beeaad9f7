import type { HelperDocs } from '../types';

/** The docs of the table helpers (`../table.ts`), by name: authoring only, never in the runtime bundle. */
export const tableHelperDocs = {
  ToASCITable: { description: "A plain-text table in one of 15 styles (default border), first row as header unless header: false, align per column 'l' 'c' 'r' (else 'invalid align'); empty rows give ''.", example: "ToASCITable([['Organ', 'mm'], ['Liver', 152]], { style: 'mysql', align: 'lr' })", exampleResult: "+-------+-----+\n| Organ |  mm |\n+-------+-----+\n| Liver | 152 |\n+-------+-----+" },
  ToTable: { description: "Report-markup table of size xs 200, sm 330, md 600 (default) or lg 700 px, columns by text length, at least 20 px; needs reportVersion v2; empty rows give ''.", example: "ToTable([['Organ', 'Size'], ['Liver', '15 cm']], 'xs')", exampleResult: "<table size=\"xs\" widths=\"100,100\"><thead><tr><td>Organ</td><td>Size</td></tr></thead><tbody><tr><td>Liver</td><td>15 cm</td></tr></tbody></table>" },
} as const satisfies Readonly<Record<string, HelperDocs>>;
