import type { RichNode, RichRow } from './richText';
import { escapeMarkupText } from './markupEntities';
import { tableToTextLines } from './plainText';

/**
 * Normalised markup of nodes: allowed tags balanced and lower-case, misplaced parts dropped, and text with
 * `&`, `<` and `>` as entities, so no tag but the allowed ones is ever in it (a host may show it as HTML).
 * Parsing the result gives the same tree (and no warnings).
 */
export function nodesToMarkup(nodes: readonly RichNode[]): string {
  let out = '';
  const walk = (ns: readonly RichNode[]): void => {
    for (const n of ns) {
      if (n.kind === 'text') out += escapeMarkupText(n.text);
      else if (n.kind === 'style') {
        out += `<${n.tag}>`;
        walk(n.children);
        out += `</${n.tag}>`;
      } else if (n.asText) {
        if (out !== '' && !out.endsWith('\n')) out += '\n';
        out += `${escapeMarkupText(tableToTextLines(n).join('\n'))}\n`;
      } else {
        const attrs =
          (n.size === 'md' ? '' : ` size="${n.size}"`) + (n.widths ? ` widths="${n.widths.join(',')}"` : '');
        out += `<table${attrs}>`;
        const head = n.rows.filter((r) => r.header);
        const body = n.rows.filter((r) => !r.header);
        const rows = (rs: readonly RichRow[]): void => {
          for (const r of rs) {
            out += '<tr>';
            for (const c of r.cells) {
              out += '<td>';
              walk(c);
              out += '</td>';
            }
            out += '</tr>';
          }
        };
        if (head.length > 0) {
          out += '<thead>';
          rows(head);
          out += '</thead><tbody>';
          rows(body);
          out += '</tbody>';
        } else rows(body);
        out += '</table>';
      }
    }
  };
  walk(nodes);
  return out;
}
