/**
 * The MRRT `template_attributes` XML block (IHE MRRT 1.x, a `<script type="text/xml">` in the head):
 * `coded_content` entries (`origtxt` → the coded element's id) and template-level `term`s. Read with a
 * small tag scanner, never an XML parser: a DOCTYPE or ENTITY declaration makes the block ignored, so
 * external entities are never resolved and entity bombs never expanded.
 */
import type { Coding } from '../components/propTypes';

/** The code systems by MRRT scheme name or OID (D13's URIs). */
const SYSTEMS: ReadonlyArray<{ names: readonly string[]; oid: string; uri: string }> = [
  { names: ['RADLEX', 'RID'], oid: '2.16.840.1.113883.6.256', uri: 'http://radlex.org' },
  {
    names: ['SNOMED', 'SNOMEDCT', 'SNOMED CT', 'SCT', 'SNM'],
    oid: '2.16.840.1.113883.6.96',
    uri: 'http://snomed.info/sct',
  },
  { names: ['LOINC', 'LN'], oid: '2.16.840.1.113883.6.1', uri: 'http://loinc.org' },
];

const OID = /^[0-2](\.(0|[1-9]\d*))+$/;

/** The URI of a scheme given by name or OID (declared designators first), or undefined when unknown. */
export function systemUri(
  scheme: string,
  declared: ReadonlyMap<string, string> = new Map(),
): string | undefined {
  const s = scheme.trim();
  const designator = declared.get(s.toUpperCase()) ?? s;
  for (const sys of SYSTEMS) {
    if (sys.oid === designator || sys.names.includes(s.toUpperCase()) || sys.uri === s) return sys.uri;
  }
  if (OID.test(designator)) return `urn:oid:${designator}`;
  if (/^[a-z][a-z0-9+.-]*:\S+$/i.test(designator)) return designator;
  return undefined;
}

/** The MRRT scheme name and designator of a coding system URI (for the export). */
export function schemeOf(system: string): { name: string; designator: string } {
  for (const sys of SYSTEMS) if (sys.uri === system) return { name: sys.names[0]!, designator: sys.oid };
  const oid = /^urn:oid:(.+)$/.exec(system)?.[1];
  if (oid) return { name: oid, designator: oid };
  return { name: system, designator: system };
}

/** Decodes the five XML entities and character references (nothing else: no DTD is ever read). */
export function xmlDecode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (m, e: string) => {
    const l = e.toLowerCase();
    if (l === 'amp') return '&';
    if (l === 'lt') return '<';
    if (l === 'gt') return '>';
    if (l === 'quot') return '"';
    if (l === 'apos') return "'";
    const n = l.startsWith('#x') ? parseInt(l.slice(2), 16) : parseInt(l.slice(1), 10);
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
  });
}

function attrs(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([A-Za-z_:][\w:.-]*)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    out.set(m[1]!.toLowerCase(), xmlDecode(m[3] ?? m[4] ?? ''));
  }
  return out;
}

/** What one XML block holds. */
export interface CodedContent {
  /** Codings by the `origtxt` of their entry (an element's id or name). */
  readonly entries: Map<string, Coding[]>;
  /** Template-level terms: what the whole report is. */
  readonly templateCodings: Coding[];
  /** Schemes that no URI could be found for, and entities refused. */
  readonly problems: string[];
}

/** Reads the codes of one `template_attributes` block. */
export function readCodedContent(xml: string): CodedContent {
  const entries = new Map<string, Coding[]>();
  const templateCodings: Coding[] = [];
  const problems: string[] = [];
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) {
    problems.push(
      'the XML block declares a DOCTYPE or entities; it was not read (entities are never expanded)',
    );
    return { entries, templateCodings, problems };
  }
  const body = xml.replace(/<!--[\s\S]*?-->/g, (c) =>
    /<template_attributes/i.test(c) ? c.slice(4, -3) : '',
  );
  const declared = new Map<string, string>();
  for (const m of body.matchAll(/<coding_scheme\b[^>]*>/gi)) {
    const a = attrs(m[0]);
    const name = a.get('name');
    const designator = a.get('designator');
    if (name && designator) declared.set(name.toUpperCase(), designator);
  }
  const code = (tag: string): Coding | undefined => {
    const a = attrs(tag);
    const value = a.get('value')?.trim();
    const scheme = a.get('scheme') ?? '';
    if (!value) return undefined;
    const system = systemUri(scheme, declared);
    if (!system) {
      problems.push(`the code ${value} names an unknown scheme '${scheme}'; it was left out`);
      return undefined;
    }
    const display = a.get('meaning');
    return { system, code: value, ...(display ? { display } : {}) };
  };
  const rest = body.replace(/<entry\b([^>]*)>([\s\S]*?)<\/entry\s*>/gi, (_m, head: string, inner: string) => {
    const origtxt = attrs(`<entry ${head}>`).get('origtxt')?.trim();
    const codes = [...inner.matchAll(/<code\b[^>]*>/gi)]
      .map((c) => code(c[0]))
      .filter((c) => c !== undefined);
    if (origtxt && codes.length > 0) entries.set(origtxt, [...(entries.get(origtxt) ?? []), ...codes]);
    return '';
  });
  for (const t of rest.matchAll(/<term\b[^>]*>([\s\S]*?)<\/term\s*>/gi)) {
    for (const c of t[1]!.matchAll(/<code\b[^>]*>/gi)) {
      const coding = code(c[0]);
      if (coding) templateCodings.push(coding);
    }
  }
  return { entries, templateCodings, problems };
}
