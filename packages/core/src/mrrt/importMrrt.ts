/**
 * IHE MRRT import (docs/mrrt.md): an MRRT HTML5 report template becomes a Formwright specification.
 * parse5 (pure JS, the WHATWG parsing algorithm browsers use) reads the HTML with source positions, so
 * malformed HTML is parsed the way a browser would and every note has a line and column. Nothing in the
 * template is ever executed: scripts become located warnings and comments for the author.
 */
import { parse, type DefaultTreeAdapterMap, type ParserError } from 'parse5';
import { stringify } from 'yaml';
import {
  attr,
  clean,
  isEl,
  lit,
  MAX_MRRT_CHARS,
  textOf,
  walkAll,
  type Element,
  type MrrtDiagnostic,
} from './html';
import { Importer, type FormNode, type OptionEntry } from './importer';

export { MAX_MRRT_CHARS, type MrrtDiagnostic } from './html';
/** Options of {@link importMrrtTemplate}. */
export interface ImportMrrtOptions {
  /** The file's name, used in messages and the form's header comment. */
  readonly fileName?: string;
}

/** The result: the form's YAML (only when no error), its script of comments, and the notes. */
export interface ImportMrrtResult {
  readonly yaml?: string;
  /** The template's JavaScript as comments, for the author (FORM.js beside the form); undefined when none. */
  readonly script?: string;
  readonly diagnostics: readonly MrrtDiagnostic[];
  /** Figures for docs/mrrt.md: fields found in the template and fields made. */
  readonly stats?: { readonly fieldsFound: number; readonly fieldsKept: number; readonly codes: number };
}
const plainOptions = (n: FormNode): void => {
  const opts = n.props['options'];
  if (Array.isArray(opts))
    n.props['options'] = (opts as OptionEntry[]).map((o) =>
      o.text === undefined && !o.coding ? o.value : o,
    );
  for (const c of n.children ?? []) plainOptions(c);
};

/** Deepest nesting accepted: real templates nest under 30 levels; the walk is recursive. */
const MAX_MRRT_DEPTH = 500;

/** How deep the tree nests, measured without recursion (a hostile file may nest millions deep). */
function maxDepth(doc: DefaultTreeAdapterMap['document']): number {
  let deepest = 0;
  const stack: Array<[DefaultTreeAdapterMap['parentNode'], number]> = [[doc, 0]];
  while (stack.length > 0) {
    const [n, d] = stack.pop()!;
    if (d > deepest) deepest = d;
    for (const c of n.childNodes) if ('childNodes' in c) stack.push([c, d + 1]);
  }
  return deepest;
}

/** Whether the text is an HTML document at all (a tag near its start). */
function looksLikeHtml(text: string): boolean {
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 1000);
  return /^<(!doctype\s+html|html|head|body|section|meta|!--|title|div|p|table|form|\?xml)/i.test(head);
}

/**
 * Imports an IHE MRRT template (HTML5) into a Formwright specification (docs/mrrt.md). Pure: text in, YAML
 * text, a script of comments and diagnostics out. An error (`mrrt-too-large`, `mrrt-not-html`,
 * `mrrt-no-fields`) means no form; malformed HTML is read as a browser would, with located warnings.
 */
export function importMrrtTemplate(text: string, options: ImportMrrtOptions = {}): ImportMrrtResult {
  const what = options.fileName ?? 'the template';
  if (text.length > MAX_MRRT_CHARS) {
    return {
      diagnostics: [
        {
          severity: 'error',
          code: 'mrrt-too-large',
          message: `${what} is ${(text.length / 1048576).toFixed(1)} MB; templates up to 10 MB can be imported.`,
        },
      ],
    };
  }
  if (!looksLikeHtml(text)) {
    return {
      diagnostics: [
        {
          severity: 'error',
          code: 'mrrt-not-html',
          message: `Cannot import ${what}: it is not HTML; an IHE MRRT report template (an HTML5 document with <html>, <head> and <body>) was expected.`,
        },
      ],
    };
  }
  const parseErrors: ParserError[] = [];
  const doc = parse(text, { sourceCodeLocationInfo: true, onParseError: (e) => void parseErrors.push(e) });
  const depth = maxDepth(doc);
  if (depth > MAX_MRRT_DEPTH) {
    return {
      diagnostics: [
        {
          severity: 'error',
          code: 'mrrt-too-deep',
          message: `Cannot import ${what}: its elements nest ${depth} deep; templates up to ${MAX_MRRT_DEPTH} levels can be imported.`,
        },
      ],
    };
  }
  const imp = new Importer();
  for (const e of parseErrors.slice(0, 20)) {
    imp.diagnostics.push({
      severity: 'warning',
      code: 'mrrt-malformed-html',
      message: `Malformed HTML (${e.code}); read as a browser would.`,
      line: e.startLine,
      column: e.startCol,
    });
  }
  if (parseErrors.length > 20)
    imp.note(
      'warning',
      'mrrt-malformed-html',
      `${parseErrors.length - 20} more HTML errors were not listed.`,
    );
  let html: Element | undefined;
  let head: Element | undefined;
  let body: Element | undefined;
  walkAll(doc, (e) => {
    if (e.tagName === 'html') html ??= e;
    if (e.tagName === 'head') head ??= e;
    if (e.tagName === 'body') body ??= e;
  });
  const meta = new Map<string, string>();
  let title: string | undefined;
  if (head) {
    for (const c of head.childNodes) {
      if (!isEl(c)) continue;
      imp.scriptAttrs(c);
      if (c.tagName === 'meta') {
        const name = (attr(c, 'name') ?? '').toLowerCase().replace(/^dc(terms)?\./, '');
        const content = attr(c, 'content');
        if (name && content && attr(c, 'name')!.toLowerCase().startsWith('dc'))
          meta.set(name, clean(content));
      } else if (c.tagName === 'title') title = clean(textOf(c));
      else if (c.tagName === 'script') imp.script(c);
    }
  }
  // Labels: label[for] texts, and which ids are radio buttons or checkboxes (their labels are option text).
  walkAll(doc, (e) => {
    if (e.tagName === 'label' && attr(e, 'for')) imp.labelFor.set(attr(e, 'for')!, clean(textOf(e)));
    if (e.tagName === 'input' && /^(radio|checkbox)$/i.test(attr(e, 'type') ?? '') && attr(e, 'id'))
      imp.choiceIds.add(attr(e, 'id')!);
  });
  const components: FormNode[] = [];
  if (body) {
    imp.scriptAttrs(body);
    imp.children(body, [body], components);
    imp.flush();
  }
  imp.applyCodes(head);
  if (imp.fieldsKept === 0) {
    return {
      diagnostics: [
        ...imp.diagnostics,
        {
          severity: 'error',
          code: 'mrrt-no-fields',
          message: `Cannot import ${what}: the template has no field a person can fill in (input, textarea or select).`,
        },
      ],
    };
  }
  components.forEach(plainOptions);
  // Sectioned output: once one report item has a sectionId, every one needs one.
  if (imp.report.some((r) => r.sectionId) && imp.report.some((r) => !r.sectionId)) {
    for (const r of imp.report) r.sectionId ??= 'other';
  }
  const langRaw = (
    meta.get('language') ??
    attr(html ?? ({ attrs: [] } as unknown as Element), 'lang') ??
    'en'
  )
    .toLowerCase()
    .slice(0, 2);
  const lang = /^[a-z]{2}$/.test(langRaw) ? langRaw : 'en';
  const formTitle = meta.get('title') ?? title ?? options.fileName ?? 'Imported MRRT template';
  const licence = [meta.get('rights'), meta.get('license') ? `Licence: ${meta.get('license')}` : undefined]
    .filter(Boolean)
    .join(' ');
  const description = [
    meta.get('description') ?? meta.get('abstract') ?? `Form made from the MRRT template ${formTitle}.`,
    ...(licence ? [licence] : []),
  ].join('\n');
  const metadata: Record<string, unknown> = {
    lang,
    title: formTitle,
    description,
    ...(imp.templateCodings.length > 0 ? { coding: imp.templateCodings } : {}),
  };
  imp.codes += imp.templateCodings.length;
  const headerLines = [
    `Imported from the IHE MRRT template ${options.fileName ?? formTitle}.`,
    ...['identifier', 'creator', 'contributor', 'publisher', 'date', 'rights', 'license']
      .filter((k) => meta.has(k))
      .map((k) => `${k}: ${meta.get(k)!.replace(/\n/g, ' ')}`),
  ];
  const spec = {
    Metadata: metadata,
    Components: components.map(toYamlNode),
    ReportOutput: imp.report.length > 0 ? imp.report : [{ text: lit(formTitle) }],
  };
  const yaml = `${headerLines.map((l) => `# ${l}`).join('\n')}\n${stringify(spec, { lineWidth: 0, aliasDuplicateObjects: false })}`;
  const script =
    imp.scripts.length > 0
      ? `// JavaScript of the MRRT template ${options.fileName ?? formTitle}, never run: kept for the author.\n${imp.scripts
          .map((s) =>
            s
              .split('\n')
              .map((l) => `// ${l}`)
              .join('\n'),
          )
          .join('\n//\n')}\n`
      : undefined;
  return {
    yaml,
    ...(script ? { script } : {}),
    diagnostics: imp.diagnostics,
    stats: { fieldsFound: imp.fieldsFound, fieldsKept: imp.fieldsKept, codes: imp.codes },
  };
}

function toYamlNode(n: FormNode): Record<string, unknown> {
  return { [n.type]: { ...n.props, ...(n.children ? { components: n.children.map(toYamlNode) } : {}) } };
}
