/**
 * The walk over an MRRT template's body (docs/mrrt.md): sections, headers and fields become components in
 * template order, the static text between them report lines, scripts located warnings, and coded_content
 * entries the codings of the components they name.
 */
import type { DefaultTreeAdapterMap } from 'parse5';
import type { Coding } from '../components/propTypes';
import { KEYWORD_VALUES, REFUSED_WORDS } from '../expr/parserTables';
import { isReservedId, RESERVED_IDS } from '../specification/identifiers';
import { readCodedContent } from './codedContent';
import {
  attr,
  BLOCKS,
  clean,
  COMPLETION,
  FIELD_TAGS,
  isEl,
  lit,
  textOf,
  type Element,
  type MrrtDiagnostic,
  type Node,
} from './html';
import { fieldComponent, type FormNode, type OptionEntry } from './fields';

export type { FormNode, OptionEntry } from './fields';

/** Most fields one report line's condition names; a longer line is split. */
const MAX_LINE_FIELDS = 20;

export class Importer {
  readonly diagnostics: MrrtDiagnostic[] = [];
  readonly scripts: string[] = [];
  readonly ids = new Set<string>();
  /** Form ids by the template's id or name (coded_content's origtxt). */
  readonly byOriginal = new Map<string, FormNode>();
  readonly optionByOriginal = new Map<string, OptionEntry>();
  readonly labelFor = new Map<string, string>();
  readonly choiceIds = new Set<string>();
  readonly radioGroups = new Map<string, FormNode>();
  readonly report: Array<{ text: string; sectionId?: string; if?: string }> = [];
  line = '';
  /** The static text since the line's last field: the text just before the next field. */
  sinceField = '';
  /** The node after the element being walked (a number's unit text). */
  next: Node | undefined;
  lineFields: string[] = [];
  section: string | undefined;
  /** The text of the last heading in the current section (the label of a field alone under it). */
  heading: string | undefined;
  fieldsFound = 0;
  fieldsKept = 0;
  codes = 0;
  lastField: { node: FormNode; el: Element } | undefined;

  note(severity: MrrtDiagnostic['severity'], code: string, message: string, at?: Element | Node): void {
    const loc = at && 'sourceCodeLocation' in at ? at.sourceCodeLocation : undefined;
    this.diagnostics.push({
      severity,
      code,
      message,
      ...(loc ? { line: loc.startLine, column: loc.startCol } : {}),
    });
  }

  /** A unique, usable component id from a template id; a change is named in a warning. */
  id(original: string | undefined, fallback: string, at: Element): string {
    const base = original ?? fallback;
    let s = base.replace(/[^A-Za-z0-9_$ÅÄÖåäö]+/g, '_').replace(/^_+|_+$/g, '');
    if (!/^[A-Za-z_$ÅÄÖåäö]/.test(s)) s = `f_${s}`;
    if (s === 'f_') s = 'field';
    const word = (x: string) =>
      REFUSED_WORDS.has(x) || KEYWORD_VALUES.has(x) || isReservedId(x) || RESERVED_IDS.includes(x);
    const taken = (x: string) => this.ids.has(x.toLowerCase()) || word(x);
    let candidate = s;
    for (let i = 2; taken(candidate); i++) candidate = `${s}_${i}`;
    this.ids.add(candidate.toLowerCase());
    if (original !== undefined && candidate !== original) {
      const why =
        s !== original
          ? 'is not a usable id'
          : word(s)
            ? 'is a word of the formula language'
            : 'is used twice';
      this.note(
        'warning',
        'mrrt-id-renamed',
        `The id '${original}' ${why}; the component is '${candidate}'.`,
        at,
      );
    }
    return candidate;
  }

  flush(): void {
    const text = clean(this.line);
    if (text !== '') {
      const cond = this.lineFields.join(' || ');
      this.report.push({
        text,
        ...(this.section ? { sectionId: this.section } : {}),
        ...(cond ? { if: `=${cond}` } : {}),
      });
    }
    this.line = '';
    this.sinceField = '';
    this.lineFields = [];
  }

  emit(text: string): void {
    this.line += lit(text.replace(/\u00a0/g, ' '));
    this.sinceField += text;
  }

  /** The label of a field: label[for], a wrapping label, the row's first cell, or the text just before. */
  labelOf(e: Element, ancestors: readonly Element[], id: string | undefined): string | undefined {
    if (id && this.labelFor.has(id)) return this.labelFor.get(id);
    const wrap = [...ancestors].reverse().find((a) => a.tagName === 'label');
    if (wrap) {
      const t = clean(textOf(wrap));
      if (t) return t;
    }
    const cell = [...ancestors].reverse().find((a) => a.tagName === 'td' || a.tagName === 'th');
    const row = [...ancestors].reverse().find((a) => a.tagName === 'tr');
    if (cell && row) {
      const first = row.childNodes.find(
        (c): c is Element => isEl(c) && (c.tagName === 'td' || c.tagName === 'th'),
      );
      if (first && first !== cell) {
        const t = clean(textOf(first));
        if (t) return t;
      }
    }
    const before = clean(this.sinceField);
    if (before) return before.split(/[.;]\s/).pop();
    // A field alone under a heading (the clinical information box) is labelled by it.
    return this.heading;
  }

  add(parent: FormNode[], node: FormNode, el: Element, original: string | undefined): void {
    parent.push(node);
    this.fieldsKept++;
    if (original) this.byOriginal.set(original, node);
    const id = String(node.props['id']);
    const name = attr(el, 'name');
    if (name && !this.byOriginal.has(name)) this.byOriginal.set(name, node);
    const english = attr(el, 'data-english');
    if (english) parent.push({ type: 'Help', props: { content: lit(english) } });
    this.lastField = { node, el };
    // What makes the line worth writing: a ticked checkbox, any other field not empty.
    this.lineFields.push(node.type === 'Checkbox' ? id : `!IsEmpty(${id})`);
    this.sinceField = '';
  }

  field(e: Element, ancestors: readonly Element[], out: FormNode[]): void {
    // A line of very many fields is split, so its condition stays a short formula.
    if (this.lineFields.length >= MAX_LINE_FIELDS) this.flush();
    const tag = e.tagName;
    const originalId = attr(e, 'id') || undefined;
    const name = attr(e, 'name') || undefined;
    const declared = (attr(e, 'data-field-type') ?? '').toUpperCase();
    let type = (attr(e, 'type') ?? (tag === 'input' ? 'text' : tag)).toLowerCase();
    if (tag === 'textarea') type = 'textarea';
    if (tag === 'select')
      type =
        e.attrs.some((a) => a.name === 'multiple') || declared === 'MULTISELECT' ? 'multiselect' : 'select';
    if (declared === 'TEXTAREA' && tag === 'input') type = 'textarea';
    this.fieldsFound++;
    const mandatory = COMPLETION[(attr(e, 'data-field-completion-action') ?? '').toUpperCase()];
    const common = (id: string, label: string | undefined): Record<string, unknown> => ({
      id,
      ...(label ? { label: lit(label) } : {}),
      ...(mandatory && mandatory !== 'none' ? { mandatory } : {}),
    });
    if (type === 'radio') {
      const group = name ?? originalId ?? 'choice';
      let node = this.radioGroups.get(group);
      const optionLabel = (originalId && this.labelFor.get(originalId)) ?? attr(e, 'value') ?? 'on';
      const opt: OptionEntry = { value: attr(e, 'value') ?? optionLabel };
      if (optionLabel !== opt.value) opt.text = optionLabel;
      if (!node) {
        const id = this.id(name, originalId ?? 'choice', e);
        const label = this.groupLabel(e, ancestors);
        node = { type: 'Option', props: { ...common(id, label), options: [] } };
        this.radioGroups.set(group, node);
        this.add(out, node, e, name);
        this.line += `{${id}}`;
      } else this.fieldsFound--; // one field per radio group
      const list = node.props['options'] as OptionEntry[];
      const same = list.find((o) => o.value === opt.value);
      if (same)
        this.note(
          'warning',
          'mrrt-duplicate-option',
          `The option '${opt.value}' of ${String(node.props['id'])} is listed twice; it is kept once.`,
          e,
        );
      else list.push(opt);
      if (originalId) this.optionByOriginal.set(originalId, same ?? opt);
      if (e.attrs.some((a) => a.name === 'checked')) node.props['value'] = opt.value;
      return;
    }
    const id = this.id(originalId ?? name, `field${this.fieldsFound}`, e);
    const label = this.labelOf(e, ancestors, originalId) ?? (name && this.labelFor.get(name));
    const node = fieldComponent(e, type, declared, common(id, label), {
      note: (severity, code, message, at) => this.note(severity, code, message, at),
      unit: () => this.unitAfter(),
      option: (oid, entry) => this.optionByOriginal.set(oid, entry),
    });
    if (!node) {
      this.fieldsKept--;
      this.note(
        'warning',
        'mrrt-unknown-field',
        `The field ${originalId ?? name ?? '(no id)'} has the type '${type}', which has no component; a placeholder text stands in its place.`,
        e,
      );
      const ph: FormNode = {
        type: 'StaticText',
        props: { id, value: lit(`[${type} field ${originalId ?? name ?? ''} of the template]`) },
      };
      this.add(out, ph, e, originalId);
      return;
    }
    this.add(out, node, e, originalId);
    this.line +=
      node.type === 'Checkbox'
        ? `{${id} ? "${(label ?? 'ja').replace(/[^\p{L}\p{N} .,:;/()%+-]/gu, '')}" : ""}`
        : `{${id}}`;
  }

  groupLabel(e: Element, ancestors: readonly Element[]): string | undefined {
    return this.labelOf(e, ancestors, undefined);
  }

  /** The unit text right after a number field (`&nbsp;cm/s`): short text up to the next element. */
  unitAfter(): string | undefined {
    // `next` is set by children() right before this field was walked: the field's next sibling.
    const next = this.next;
    if (!next || next.nodeName !== '#text') return undefined;
    const t = clean((next as DefaultTreeAdapterMap['textNode']).value);
    return t && t.length <= 16 && !/[.:;!?]$/.test(t) ? t : undefined;
  }

  /** Walks the body in document order: sections, headers, fields and the static text of the report. */
  walk(n: Node, ancestors: Element[], out: FormNode[]): void {
    if (n.nodeName === '#text') {
      this.emit((n as DefaultTreeAdapterMap['textNode']).value);
      return;
    }
    if (!isEl(n)) return;
    this.scriptAttrs(n);
    const tag = n.tagName;
    if (tag === 'script') return this.script(n);
    if (tag === 'style' || tag === 'template' || tag === 'noscript') return;
    if (FIELD_TAGS.has(tag)) {
      this.field(n, ancestors, out);
      return;
    }
    if (tag === 'label') {
      const target = attr(n, 'for');
      // A radio button's or checkbox's own label is its option text, not report text.
      if (target && this.choiceIds.has(target)) return;
    }
    if (tag === 'section') return this.sectionEl(n, ancestors, out);
    if (tag === 'header' || /^h[1-6]$/.test(tag)) {
      const text = clean(textOf(n));
      this.flush();
      if (text) {
        const depth = ancestors.filter((a) => a.tagName === 'section').length;
        out.push({ type: 'Header', props: { header: lit(text), level: depth <= 1 ? 'h2' : 'h3' } });
        this.heading = text;
        const english = attr(n, 'data-english');
        if (english && english !== text) out.push({ type: 'Help', props: { content: lit(english) } });
        this.report.push({
          text: `<b>${lit(text)}</b>`,
          ...(this.section ? { sectionId: this.section } : {}),
        });
      }
      return;
    }
    const block = BLOCKS.has(tag) || tag === 'td' || tag === 'th';
    if (BLOCKS.has(tag)) this.flush();
    this.children(n, [...ancestors, n], out);
    if (BLOCKS.has(tag)) this.flush();
    else if (block) this.line += ' ';
  }

  /** Walks an element's children, each knowing the node after it. */
  children(n: Element, ancestors: Element[], out: FormNode[]): void {
    const kids = n.childNodes;
    for (let i = 0; i < kids.length; i++) {
      this.next = kids[i + 1];
      this.walk(kids[i]!, ancestors, out);
    }
  }

  sectionEl(n: Element, ancestors: Element[], out: FormNode[]): void {
    this.flush();
    const name = attr(n, 'data-section-name');
    const original = attr(n, 'id') || undefined;
    const id = original ? this.id(original, 'section', n) : this.id(undefined, name ?? 'section', n);
    const node: FormNode = {
      type: 'Section',
      props: { id, ...(name ? { label: lit(name) } : {}) },
      children: [],
    };
    if (original) this.byOriginal.set(original, node);
    if (name && !this.byOriginal.has(name)) this.byOriginal.set(name, node);
    out.push(node);
    const outer = this.section;
    const outerHeading = this.heading;
    this.heading = name;
    this.section = id;
    this.children(n, [...ancestors, n], node.children!);
    this.flush();
    this.section = outer;
    this.heading = outerHeading;
  }

  script(n: Element): void {
    const type = (attr(n, 'type') ?? '').toLowerCase();
    const text = n.childNodes.map((c) => textOf(c)).join('');
    if (type === 'text/xml' || type === 'application/xml') return this.xml(text, n);
    this.scripts.push(`<script> at line ${n.sourceCodeLocation?.startLine ?? 0}:\n${text}`);
    this.note(
      'warning',
      'mrrt-script',
      `A script block was not run (templates' JavaScript is never executed); its text is in the form's script as a comment.`,
      n,
    );
  }

  scriptAttrs(n: Element): void {
    for (const a of n.attrs) {
      if (!/^on/i.test(a.name) && !/^\s*javascript:/i.test(a.value)) continue;
      this.scripts.push(
        `${a.name} of <${n.tagName}${attr(n, 'id') ? ` id="${attr(n, 'id')}"` : ''}> at line ${n.sourceCodeLocation?.startLine ?? 0}:\n${a.value}`,
      );
      this.note(
        'warning',
        'mrrt-script',
        `The ${a.name} handler of <${n.tagName}> was not run (templates' JavaScript is never executed); its text is in the form's script as a comment.`,
        n,
      );
    }
  }

  readonly coded: Array<{ origtxt: string; codings: Coding[] }> = [];
  readonly templateCodings: Coding[] = [];

  xml(text: string, at: Element): void {
    const c = readCodedContent(text);
    for (const p of c.problems)
      this.note('warning', 'mrrt-coded-content', `In the template's XML block: ${p}.`, at);
    for (const [origtxt, codings] of c.entries) this.coded.push({ origtxt, codings });
    this.templateCodings.push(...c.templateCodings);
  }

  applyCodes(at: Element | undefined): void {
    for (const { origtxt, codings } of this.coded) {
      const node = this.byOriginal.get(origtxt);
      const option = this.optionByOriginal.get(origtxt);
      const target = node?.props ?? option;
      if (!target) {
        this.note(
          'warning',
          'mrrt-code-unmatched',
          `The coded_content entry '${origtxt}' names no field, section or option of the template; its codes were left out.`,
          at,
        );
        continue;
      }
      const had = (target as { coding?: Coding[] }).coding ?? [];
      (target as { coding?: Coding[] }).coding = [...had, ...codings];
      this.codes += codings.length;
    }
  }
}
