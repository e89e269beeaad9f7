import { createDiagnostic, NO_RANGE, type Diagnostic, type SpecPath } from '../diagnostics';
import { cleanReportText } from './cleanText';
import { decodeMarkupEntities } from './markupEntities';
import { MarkupTree } from './markupTree';
import { markupWarner, type MarkupPlace } from './markupWarnings';
import { STYLE_TAGS, TABLE_TAGS, type RichNode, type StyleTag, type TableTag } from './richText';

export { isMarkupCode, type MarkupPlace } from './markupWarnings';

/** Options of {@link parseReportMarkup}. */
export interface ParseMarkupOptions {
  /** v1 has no tables: table tags are warned about and their text is rendered as aligned rows. */
  readonly reportVersion?: 'v1' | 'v2';
  /** Spec path of warnings that {@link locate} does not place (default `['ReportOutput']`). */
  readonly path?: SpecPath;
  /**
   * Where in the specification the markup from offset `from` to `to` (of the cleaned text) was written: the
   * report item that produced it. Without an answer a warning has no place in the specification (origin
   * 'none') and its message gives the line and column inside the markup instead.
   */
  readonly locate?: (from: number, to: number) => MarkupPlace | undefined;
}

/** A parsed report: the tree and the warnings about the markup. */
export interface ParsedMarkup {
  readonly nodes: readonly RichNode[];
  readonly diagnostics: readonly Diagnostic[];
}

const TAG_RE =
  /<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[A-Za-z-]+(?:\s*=\s*(?:"[^"<>]*"|'[^'<>]*'|[^\s"'<>=]+))?)*)\s*(\/?)>/y;

const isStyleTag = (t: string): t is StyleTag => (STYLE_TAGS as readonly string[]).includes(t);
const isTableTag = (t: string): t is TableTag => (TABLE_TAGS as readonly string[]).includes(t);

/**
 * Parses report markup into a tree. Allowed tags become nodes; any other tag, and a `<` that starts no tag,
 * stay literal text; `&lt;`, `&gt;` and `&amp;` in text are the characters (values are escaped into the
 * markup that way, engine/reportScope.ts). Misplaced table parts, nested tables and unbalanced tags are warned about and
 * ignored (their content is kept); tables in a v1 report are warned about and turned into aligned text.
 * Never throws. This file finds the tags; markupTree.ts builds the tree, markupWarnings.ts places the warnings.
 */
export function parseReportMarkup(markup: string, options: ParseMarkupOptions = {}): ParsedMarkup {
  const path = options.path ?? ['ReportOutput'];
  const diagnostics: Diagnostic[] = [];
  const cleaned = cleanReportText(markup);
  const text = cleaned.text;
  if (cleaned.removed > 0) {
    diagnostics.push(
      createDiagnostic('report-control-characters', {
        params: { count: cleaned.removed },
        path,
        range: NO_RANGE,
        origin: 'none',
      }),
    );
  }
  const tree = new MarkupTree(
    markupWarner(text, path, options.locate, diagnostics),
    options.reportVersion ?? 'v2',
  );
  let pos = 0;
  let textStart = 0;
  const flushText = (end: number): void => {
    if (end > textStart) tree.text(decodeMarkupEntities(text.slice(textStart, end)), textStart);
  };
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    if (lt < 0) break;
    TAG_RE.lastIndex = lt;
    const m = TAG_RE.exec(text);
    if (!m) {
      pos = lt + 1;
      continue;
    }
    const closing = m[1] === '/';
    const name = (m[2] ?? '').toLowerCase();
    const end = lt + m[0].length;
    if (!isStyleTag(name) && !isTableTag(name)) {
      pos = end; // not ours: stays literal text
      continue;
    }
    flushText(lt);
    textStart = end;
    pos = end;
    if (m[4] === '/') continue; // a self-closed allowed tag (`<b/>`) has no content: nothing to do
    if (isStyleTag(name)) tree.style(name, closing, lt, end);
    else tree.tablePart(name, closing, m[3] ?? '', lt, end);
  }
  flushText(text.length);
  return { nodes: tree.finish(text.length), diagnostics };
}
