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
