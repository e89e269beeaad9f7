/**
 * IHE MRRT export (docs/mrrt.md): a form becomes an MRRT HTML5 template: Dublin Core metadata, the
 * `template_attributes` XML block with `coded_content`, one `section` per Section, and one field per input
 * with its id, label and `data-field-type`. What MRRT cannot say (formulas, lists, layout) is a note.
 */
import { readOptions } from '../components/choice';
import type { Coding } from '../components/propTypes';
import type { ComponentNode, FormSpec } from '../specification/model';
import { HIDDEN_IDS } from '../specification/buildModel';
import { schemeOf } from './codedContent';

const HIDDEN: ReadonlySet<string> = new Set(Object.values(HIDDEN_IDS));

/** A note of the export: what MRRT could not say, with the component it concerns. */
export interface MrrtExportNote {
  readonly severity: 'warning' | 'info';
  readonly code: string;
  readonly message: string;
  readonly id?: string;
  /** Where the component is written in the form. */
  readonly line?: number;
  readonly column?: number;
}

/** The template's text and the notes. */
export interface MrrtExport {
  readonly html: string;
  readonly notes: readonly MrrtExportNote[];
}

/** HTML text and attribute escaping. */
export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A template property's literal text: `\{` and `\}` back to braces. */
const unlit = (v: unknown): string =>
  typeof v === 'string' ? v.replace(/\{"([:=|])"\}/g, '$1').replace(/\\([{}])/g, '$1') : '';
const isFormula = (v: unknown): boolean => typeof v === 'string' && /^\s*:?=/.test(v);
const COMPLETION: Record<string, string> = { alert: 'ALERT', prohibit: 'PROHIBIT' };

class Writer {
  readonly notes: MrrtExportNote[] = [];
  readonly entries: Array<{ origtxt: string; coding: readonly Coding[] }> = [];
  readonly body: string[] = [];

  code(origtxt: string, coding: unknown): void {
    if (Array.isArray(coding) && coding.length > 0)
      this.entries.push({ origtxt, coding: coding as Coding[] });
  }

  attrs(c: ComponentNode, type: string, english: string | undefined): string {
    const mandatory = COMPLETION[String(c.props['mandatory'] ?? '')];
    return [
      `id="${esc(c.id)}"`,
      `name="${esc(c.id)}"`,
      `data-field-type="${type}"`,
      ...(mandatory ? [`data-field-completion-action="${mandatory}"`] : []),
      ...(english ? [`data-english="${esc(english)}"`] : []),
    ].join(' ');
  }

  literal(c: ComponentNode, key: string): string | undefined {
    const v = c.props[key];
    if (v === undefined || v === null) return undefined;
    if (isFormula(v)) {
      this.notes.push({
        severity: 'warning',
        code: 'mrrt-export-formula',
        message: `The ${key} formula of ${c.id} cannot be said in MRRT; it was left out.`,
        id: c.id,
      });
      return undefined;
    }
    return typeof v === 'string' ? unlit(v) : String(v);
  }

  label(c: ComponentNode, indent: string): string {
    const label = this.literal(c, 'label');
    return label !== undefined ? `${indent}<label for="${esc(c.id)}">${esc(label)}</label>\n` : '';
  }

  field(c: ComponentNode, indent: string, english: string | undefined): boolean {
    const value = this.literal(c, 'value');
    const a = (type: string) => this.attrs(c, type, english);
    const line = (s: string) =>
      this.body.push(`${indent}<p>\n${this.label(c, `${indent}  `)}${indent}  ${s}\n${indent}</p>`);
    this.code(c.id, c.props['coding']);
    switch (c.type) {
      case 'Text':
        line(`<input type="text" ${a('TEXT')}${value ? ` value="${esc(value)}"` : ''}>`);
        return true;
      case 'TextArea':
        line(`<textarea ${a('TEXTAREA')}>${esc(value ?? '')}</textarea>`);
        return true;
      case 'Date':
        line(`<input type="date" ${a('DATE')}${value ? ` value="${esc(value)}"` : ''}>`);
        return true;
      case 'Number': {
        const extra = [
          ['min', 'minValue'],
          ['max', 'maxValue'],
          ['step', 'stepSize'],
        ]
          .map(([h, k]) => [h, this.literal(c, k!)] as const)
          .filter(([, v]) => v !== undefined)
          .map(([h, v]) => ` ${h}="${esc(v!)}"`)
          .join('');
        const suffix = this.literal(c, 'suffix');
        line(
          `<input type="number" ${a('NUMBER')}${extra}${value ? ` value="${esc(value)}"` : ''}>${suffix ? `&nbsp;${esc(suffix)}` : ''}`,
        );
        return true;
      }
      case 'Checkbox': {
        const label = this.literal(c, 'label');
        this.body.push(
          `${indent}<p>\n${indent}  <input type="checkbox" ${a('CHECKBOX')}${c.props['value'] === true ? ' checked' : ''}>${label !== undefined ? `<label for="${esc(c.id)}">${esc(label)}</label>` : ''}\n${indent}</p>`,
        );
        return true;
      }
      case 'Dropdown':
      case 'CheckboxList':
      case 'AutoComplete':
      case 'Option': {
        if (!Array.isArray(c.props['options'])) {
          this.notes.push({
            severity: 'warning',
            code: 'mrrt-export-formula',
            message: `The options of ${c.id} are a formula; MRRT needs a fixed list, so it has none.`,
            id: c.id,
          });
        }
        const options = readOptions(c.props['options']);
        const multi = c.type === 'CheckboxList' || c.props['multichoice'] === true;
        const selected = new Set(
          (Array.isArray(c.props['value']) ? c.props['value'] : [c.props['value']]).map(String),
        );
        if (c.type === 'Option' && !multi) {
          const label = this.literal(c, 'label');
          const radios = options.map((o, i) => {
            const rid = `${c.id}__${i + 1}`;
            this.code(rid, o.coding);
            return `<input type="radio" name="${esc(c.id)}" id="${esc(rid)}" value="${esc(String(o.value))}" data-field-type="RADIO"${selected.has(String(o.value)) ? ' checked' : ''}${english && i === 0 ? ` data-english="${esc(english)}"` : ''}${c.props['mandatory'] && COMPLETION[String(c.props['mandatory'])] && i === 0 ? ` data-field-completion-action="${COMPLETION[String(c.props['mandatory'])]}"` : ''}><label for="${esc(rid)}">${esc(o.text)}</label>`;
          });
          this.body.push(
            `${indent}<table>\n${indent}  <tr>\n${indent}    <td>${esc(label ?? '')}</td>\n${indent}    <td>\n${radios.map((r) => `${indent}      ${r}`).join('\n')}\n${indent}    </td>\n${indent}  </tr>\n${indent}</table>`,
          );
          return true;
        }
        if (c.type === 'AutoComplete' || (c.type === 'Option' && multi))
          this.notes.push({
            severity: 'info',
            code: 'mrrt-export-choice',
            message: `${c.type} ${c.id} is written as a ${multi ? 'multiple ' : ''}select list.`,
            id: c.id,
          });
        const opts = options.map((o, i) => {
          const oid = `${c.id}__${i + 1}`;
          this.code(oid, o.coding);
          return `<option id="${esc(oid)}" value="${esc(String(o.value))}"${selected.has(String(o.value)) ? ' selected' : ''}>${esc(o.text)}</option>`;
        });
        line(
          `<select ${a(multi ? 'MULTISELECT' : 'SELECT')}${multi ? ' multiple' : ''}>\n${opts.map((o) => `${indent}    ${o}`).join('\n')}\n${indent}  </select>`,
        );
        return true;
      }
      default:
        return false;
    }
  }

  components(list: readonly ComponentNode[], indent: string, depth: number): void {
    for (let i = 0; i < list.length; i++) {
      const c = list[i]!;
      // The parser's hidden outputs (#Report, #MandatoryFields…) are not part of the template.
      if (HIDDEN.has(c.id)) continue;
      const next = list[i + 1];
      const english = next?.type === 'Help' ? this.literal(next, 'content') : undefined;
      if (c.type === 'Section') {
        const label = this.literal(c, 'label');
        this.code(c.id, c.props['coding']);
        this.body.push(`${indent}<section id="${esc(c.id)}" data-section-name="${esc(label ?? c.id)}">`);
        this.components(c.children, `${indent}  `, depth + 1);
        this.body.push(`${indent}</section>`);
        continue;
      }
      if (c.type === 'Header') {
        const text = this.literal(c, 'header') ?? '';
        const tag =
          depth <= 1
            ? 'header'
            : String(c.props['level'] ?? 'h3').match(/^h[1-6]$/)
              ? String(c.props['level'])
              : 'h3';
        this.body.push(
          `${indent}<${tag}${english ? ` data-english="${esc(english)}"` : ''}>${esc(text)}</${tag}>`,
        );
        if (english) i++;
        continue;
      }
      if (c.type === 'StaticText') {
        const text = this.literal(c, 'value');
        if (text) this.body.push(`${indent}<p>${esc(text)}</p>`);
        continue;
      }
      if (c.type === 'Help') {
        const text = this.literal(c, 'content');
        if (text) this.body.push(`${indent}<p class="help">${esc(text)}</p>`);
        continue;
      }
      if (this.field(c, indent, english)) {
        if (english) i++;
        continue;
      }
      if (c.children.length > 0 || c.tabs) {
        if (c.type === 'List')
          this.notes.push({
            severity: 'warning',
            code: 'mrrt-export-list',
            message: `List ${c.id} repeats; MRRT templates do not, so its fields are written once.`,
            id: c.id,
          });
        this.components([...c.children, ...(c.tabs ?? []).flatMap((t) => t.components)], indent, depth);
        continue;
      }
      this.notes.push({
        severity: 'warning',
        code: 'mrrt-export-skipped',
        message: `${c.type} ${c.id} has no MRRT field; it was left out.`,
        id: c.id,
      });
    }
  }
}

/**
 * Writes a form as an IHE MRRT HTML5 template (decisions D13, docs/mrrt.md). Pure: the parsed form in,
 * the template's text and the notes of what MRRT could not hold out.
 */
export function exportMrrt(spec: FormSpec): MrrtExport {
  const w = new Writer();
  w.components(spec.components, '    ', 1);
  const m = spec.metadata;
  const codings = [...w.entries.flatMap((e) => e.coding), ...(m.coding ?? [])];
  const schemes = new Map(codings.map((c) => [schemeOf(c.system).name, schemeOf(c.system).designator]));
  const codeTag = (c: Coding) => {
    const s = schemeOf(c.system).name;
    return `<code value="${esc(c.code)}" scheme="${esc(s)}"${c.display !== undefined ? ` meaning="${esc(c.display)}"` : ''}></code>`;
  };
  const xml = [
    '      <template_attributes>',
    '        <top-level-flag>TRUE</top-level-flag>',
    '        <status>ACTIVE</status>',
    ...(m.coding ?? []).map((c) => `        <term>${codeTag(c)}</term>`),
    ...(w.entries.length > 0
      ? [
          '        <coded_content>',
          '          <coding_schemes>',
          ...[...schemes].map(
            ([n, d]) => `            <coding_scheme name="${esc(n)}" designator="${esc(d)}"></coding_scheme>`,
          ),
          '          </coding_schemes>',
          ...w.entries.map(
            (e) =>
              `          <entry origtxt="${esc(e.origtxt)}">\n${e.coding.map((c) => `            <term>${codeTag(c)}</term>`).join('\n')}\n          </entry>`,
          ),
          '        </coded_content>',
        ]
      : []),
    '      </template_attributes>',
  ];
  const meta = (name: string, content: string | undefined) =>
    content ? [`    <meta name="dcterms.${name}" content="${esc(content)}">`] : [];
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${esc(m.lang)}">`,
    '  <head>',
    '    <meta charset="UTF-8">',
    `    <title>${esc(m.title)}</title>`,
    ...meta('title', m.title),
    ...meta('description', m.description),
    ...meta('language', m.lang),
    ...meta('type', 'IMAGE_REPORT_TEMPLATE'),
    ...(m.versionMajor !== undefined ? meta('identifier', `${m.versionMajor}.${m.versionMinor ?? 0}`) : []),
    '    <script type="text/xml">',
    ...xml,
    '    </script>',
    '  </head>',
    '  <body>',
    ...w.body,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  const notes = w.notes.map((n) => {
    const at = n.id === undefined ? undefined : spec.byId.get(n.id)?.range;
    return at ? { ...n, line: at.line, column: at.column } : n;
  });
  return { html, notes };
}
