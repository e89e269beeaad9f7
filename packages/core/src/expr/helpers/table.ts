import { formatMessage } from '../../diagnostics';
import {
  ASCII_STYLES,
  DEFAULT_ASCII_STYLE,
  readAlign,
  renderAsciiTable,
  type AsciiStyleName,
} from './asciiTable';
import { DEFAULT_TABLE_SIZE, renderHtmlTable, TABLE_SIZES, type TableSize } from './htmlTable';
import { readOptions, readTable } from './tableData';
import type { HelperDef } from './types';
import { toText } from './values';

const rowsParam = { name: 'rows', type: 'array of arrays | array of objects' };

/** ToASCITable and ToTable (docs/helpers.md#tables, docs/helpers.md#tables). */
export const tableHelpers: readonly HelperDef[] = [
  {
    name: 'ToASCITable',
    category: 'table',
    params: [rowsParam, { name: 'options', type: 'string | { style, header, align }', optional: true }],
    returns: 'string',
    description:
      "A plain-text table in one of 15 styles (default border), first row as header unless header: false, align per column 'l' 'c' 'r' (else 'invalid align'); empty rows give ''.",
    example: "ToASCITable([['Organ', 'mm'], ['Liver', 152]], { style: 'mysql', align: 'lr' })",
    exampleResult: [
      '+-------+-----+',
      '| Organ |  mm |',
      '+-------+-----+',
      '| Liver | 152 |',
      '+-------+-----+',
    ].join('\n'),
    fn: (args) => {
      const opts = readOptions(args[1], 'style');
      const styleName =
        opts['style'] === undefined || opts['style'] === '' ? DEFAULT_ASCII_STYLE : toText(opts['style']);
      if (!Object.hasOwn(ASCII_STYLES, styleName)) {
        throw new Error(
          formatMessage('table-style', { style: styleName, allowed: Object.keys(ASCII_STYLES).join(', ') }),
        );
      }
      const data = readTable(args[0], opts['header']);
      if (!data) return '';
      return renderAsciiTable(
        data,
        ASCII_STYLES[styleName as AsciiStyleName],
        readAlign(opts['align'], data.columns),
      );
    },
  },
  {
    name: 'ToTable',
    category: 'table',
    params: [rowsParam, { name: 'options', type: 'string | { size, header }', optional: true }],
    returns: 'string',
    description:
      "Report-markup table of size xs 200, sm 330, md 600 (default) or lg 700 px, columns by text length, at least 20 px; needs reportVersion v2; empty rows give ''.",
    example: "ToTable([['Organ', 'Size'], ['Liver', '15 cm']], 'xs')",
    exampleResult:
      '<table size="xs" widths="100,100"><thead><tr><td>Organ</td><td>Size</td></tr></thead><tbody><tr><td>Liver</td><td>15 cm</td></tr></tbody></table>',
    fn: (args, scope) => {
      if (scope.reportVersion !== 'v2') throw new Error(formatMessage('table-needs-v2'));
      const opts = readOptions(args[1], 'size');
      const size =
        opts['size'] === undefined || opts['size'] === '' ? DEFAULT_TABLE_SIZE : toText(opts['size']);
      if (!Object.hasOwn(TABLE_SIZES, size)) throw new Error(formatMessage('table-size', { size }));
      const data = readTable(args[0], opts['header']);
      return data ? renderHtmlTable(data, size as TableSize) : '';
    },
  },
];
