/**
 * A small, strict XML reader for operational templates: elements, attributes, text, CDATA, comments and
 * processing instructions. It refuses any DOCTYPE, so no entity can be declared and no expansion can
 * explode (an XML bomb is refused before a single entity is read); only the five predefined entities and
 * character references are decoded. Linear in the input, iterative (no recursion), with a depth limit.
 */

/** One element: its local name (prefix dropped), attributes by local name, children and text. */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

/** Why a text is no readable XML, with the 1-based line and column where reading stopped. */
export class XmlError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/** Deepest element nesting accepted (real templates stay far below it). */
export const MAX_XML_DEPTH = 200;

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function localName(qname: string): string {
  const i = qname.indexOf(':');
  return i < 0 ? qname : qname.slice(i + 1);
}

function position(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let last = -1;
  for (let i = 0; i < at && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      last = i;
    }
  }
  return { line, column: at - last };
}

/** Decodes the predefined entities and character references; any other entity is an error. */
function decode(raw: string, text: string, at: number): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]{0,12});/g, (_m, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      const n = Number.parseInt(name.slice(2), 16);
      if (Number.isFinite(n) && n <= 0x10ffff) return String.fromCodePoint(n);
    } else if (name.startsWith('#')) {
      const n = Number.parseInt(name.slice(1), 10);
      if (Number.isFinite(n) && n <= 0x10ffff) return String.fromCodePoint(n);
    } else if (PREDEFINED[name] !== undefined) return PREDEFINED[name];
    const p = position(text, at);
    throw new XmlError(`unknown entity '&${name};' (only the XML built-ins are read)`, p.line, p.column);
  });
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ATTR = /\s*([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)')/y;

/** Parses XML text into its root element, or throws {@link XmlError} with a position. */
export function parseXml(text: string): XmlElement {
  const fail = (message: string, at: number): never => {
    const p = position(text, at);
    throw new XmlError(message, p.line, p.column);
  };
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let i = 0;
  const n = text.length;
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  while (i < n) {
    const lt = text.indexOf('<', i);
    const end = lt < 0 ? n : lt;
    if (end > i) {
      const top = stack[stack.length - 1];
      const chunk = text.slice(i, end);
      if (top) top.text += decode(chunk, text, i);
      else if (chunk.trim() !== '') fail('text outside the root element', i);
    }
    if (lt < 0) break;
    i = lt;
    if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close < 0) fail('the file ends inside a comment', i);
      i = close + 3;
    } else if (text.startsWith('<![CDATA[', i)) {
      const close = text.indexOf(']]>', i + 9);
      if (close < 0) fail('the file ends inside a CDATA section', i);
      const top = stack[stack.length - 1];
      if (!top) fail('CDATA outside the root element', i);
      else top.text += text.slice(i + 9, close);
      i = close + 3;
    } else if (text.startsWith('<!', i)) {
      fail('a DOCTYPE or entity declaration is not accepted in a template (entity expansion is refused)', i);
    } else if (text.startsWith('<?', i)) {
      const close = text.indexOf('?>', i + 2);
      if (close < 0) fail('the file ends inside a processing instruction', i);
      i = close + 2;
    } else if (text.startsWith('</', i)) {
      NAME.lastIndex = i + 2;
      const m = NAME.exec(text);
      if (!m) fail('a closing tag without a name', i);
      const name = localName(m![0]);
      const close = text.indexOf('>', NAME.lastIndex);
      if (close < 0) fail('the file ends inside a closing tag', i);
      const top = stack.pop();
      if (!top || top.name !== name)
        fail(`closing tag </${name}> does not match ${top ? `<${top.name}>` : 'any open element'}`, i);
      i = close + 1;
    } else {
      NAME.lastIndex = i + 1;
      const m = NAME.exec(text);
      if (!m) fail("a '<' that starts no tag", i);
      const el: XmlElement = { name: localName(m![0]), attrs: {}, children: [], text: '' };
      let j = NAME.lastIndex;
      const attrs: Record<string, string> = {};
      for (;;) {
        ATTR.lastIndex = j;
        const a = ATTR.exec(text);
        if (!a) break;
        attrs[localName(a[1]!)] = decode(a[3] ?? a[4] ?? '', text, j);
        j = ATTR.lastIndex;
      }
      while (j < n && /\s/.test(text[j]!)) j++;
      (el as { attrs: Record<string, string> }).attrs = attrs;
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(el);
      else if (root) fail('a second root element', i);
      else root = el;
      if (text.startsWith('/>', j)) i = j + 2;
      else if (text[j] === '>') {
        if (stack.length >= MAX_XML_DEPTH) fail(`elements nested deeper than ${MAX_XML_DEPTH}`, i);
        stack.push(el);
        i = j + 1;
      } else fail(j >= n ? 'the file ends inside a tag' : `unexpected '${text[j]}' in tag <${el.name}>`, j);
    }
  }
  if (stack.length > 0) fail(`the file ends before </${stack[stack.length - 1]!.name}> (truncated?)`, n);
  if (!root) fail('no root element', n);
  return root!;
}

/** The first child element with a local name. */
export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.name === name);
}

/** Every child element with a local name. */
export function childrenNamed(el: XmlElement | undefined, name: string): XmlElement[] {
  return el ? el.children.filter((c) => c.name === name) : [];
}

/** The trimmed text of the child at a path of local names, or undefined. */
export function textAt(el: XmlElement | undefined, ...path: string[]): string | undefined {
  let cur = el;
  for (const p of path) cur = child(cur, p);
  return cur ? cur.text.trim() : undefined;
}
