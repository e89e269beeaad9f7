import { openApiDocument } from './openapi';
import { routes, type RouteDef } from './routes';
import type { JsonSchema } from './schema';

const ACCESS_TEXT: Record<string, string> = {
  public: 'anyone (no sign-in)',
  signin: 'anyone (sign-in endpoint; local mode only for the debug ones)',
  session: 'any signed-in user (role None too)',
  '1': 'User and above',
  '2': 'Admin and above',
  '3': 'ProviderAdmin',
};

function typeText(s: JsonSchema | undefined): string {
  if (!s) return 'any';
  if (s.enum) return s.enum.map((e) => JSON.stringify(e)).join(' \\| ');
  if (s.anyOf) return s.anyOf.map(typeText).join(' \\| ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  return (
    types
      .map((t) => (t === 'array' ? `${typeText(s.items)}[]` : t === 'object' && s.properties ? 'object' : t))
      .join(' \\| ') || 'any'
  );
}

function fields(s: JsonSchema | 'text' | undefined, title: string): string[] {
  if (!s) return [];
  if (s === 'text') return [`${title}: plain text.`, ''];
  const obj = s.type === 'array' && s.items?.properties ? s.items : s;
  if (!obj.properties) return [`${title}: \`${typeText(s)}\``, ''];
  const required = new Set(obj.required ?? []);
  const lines = [
    `${title}${obj === s ? '' : ' (a list of)'}:`,
    '',
    '| field | type | required |',
    '|---|---|---|',
  ];
  for (const [name, p] of Object.entries(obj.properties))
    lines.push(`| \`${name}\` | \`${typeText(p)}\` | ${required.has(name) ? 'yes' : ''} |`);
  lines.push('');
  return lines;
}

/**
 * docs/rest.md, rendered from the route table and its OpenAPI document (a test fails when the file is
 * stale). One section per route: method, path, who may call it, path parameters, body and answer fields.
 */
export function renderRestMarkdown(): string {
  const doc = openApiDocument() as { info: { version: string } };
  const out = [
    '# The REST contract',
    '',
    '<!-- generated from packages/api (routes.ts and schemas/) by renderRestMarkdown: do not edit by hand;',
    '     regenerate with `npx tsx apps/server/src/docs/writeRestDoc.ts` -->',
    '',
    `Version ${doc.info.version}. Every call of the designer server (with {product} = Formwright), as the server`,
    'answers it. The same table types the designer client and validates every request body on the server;',
    'the OpenAPI 3.1 document is served at `GET /api/openapi.json`.',
    '',
    '- Paths match without regard to case (the product specification writes several casings of the same path).',
    '- Bodies are JSON; unknown fields, wrong types and malformed JSON answer 400, bodies over 25 MB 413.',
    '- Mutating calls (POST, DELETE) need the session cookie and the header `x-csrf-token` with the text',
    '  of `GET /api/auth/csrf`; without a session 401, without the token 403 (the sign-in endpoints excepted).',
    '- Roles travel as numbers: None 0, User 1, Admin 2, ProviderAdmin 3. A call below its role answers 403.',
    "- A changed role: a raised role or a new grant applies from the user's next sign-in (or switch to that",
    '  site); a lowered role or a removal applies at once to the sessions already open (within one second on',
    '  other server processes).',
    "- A refusal answers `{statusCode, code, error, message}`; another site's resource answers the same 404",
    '  as a missing one.',
    '',
  ];
  for (const r of routes as readonly RouteDef[]) {
    out.push(
      `## ${r.method} ${r.path}`,
      '',
      `\`${r.operation}\`: ${r.summary}`,
      '',
      `Who: ${ACCESS_TEXT[String(r.access)]}.`,
      '',
    );
    if (r.params?.properties) {
      out.push('Path parameters:', '');
      for (const [name, p] of Object.entries(r.params.properties))
        out.push(`- \`${name}\`: \`${typeText(p)}\`${p.pattern ? ` matching \`${p.pattern}\`` : ''}`);
      out.push('');
    }
    out.push(...fields(r.body, 'Body'));
    out.push(...fields(r.response, 'Answer'));
    if (r.noContent) out.push('Answers 204 with no content when there is none.', '');
  }
  return out.join('\n');
}
