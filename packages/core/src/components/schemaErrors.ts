import type { ErrorObject } from 'ajv';
import { describePattern } from './patterns';

/**
 * Makes ajv's `allErrors` output readable: drops the `if` errors of the formula branches, and turns each
 * failing anyOf/oneOf with its per-branch errors into one error whose message lists what would be accepted
 * ("must be one of: xs, s, m; or a number"). When a branch failed deeper inside the value (an option object
 * with an unknown key), that branch's deeper errors are kept instead, as they name the real problem.
 */
export function simplifySchemaErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  let out = errors.filter((e) => e.keyword !== 'if');
  const alternatives = out
    .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
    .sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const alt of alternatives) {
    const prefix = `${alt.schemaPath}/`;
    const within = (e: ErrorObject) =>
      e.schemaPath.startsWith(prefix) &&
      (e.instancePath === alt.instancePath || e.instancePath.startsWith(`${alt.instancePath}/`));
    const branch = out.filter(within);
    const close = closeBranches(alt, prefix, branch);
    const keep =
      close.length === 1 &&
      close[0]!.every((e) => e.instancePath !== alt.instancePath || !VALUE_KEYWORDS.has(e.keyword))
        ? close[0]!
        : undefined;
    const replacement = keep ? undefined : summarise(alt, branch);
    out = out.flatMap((e) => {
      if (e === alt) return replacement ? [replacement] : [];
      return branch.includes(e) && !keep?.includes(e) ? [] : [e];
    });
  }
  return out;
}

/** Keywords about the value itself; a branch failing only on these is summarised, not reported alone. */
const VALUE_KEYWORDS = new Set(['enum', 'const', 'pattern', 'type']);

/** The errors of each branch whose type matched the value (its failure is about details, not the kind). */
function closeBranches(alt: ErrorObject, prefix: string, branch: readonly ErrorObject[]): ErrorObject[][] {
  const groups = new Map<string, ErrorObject[]>();
  for (const e of branch) {
    const index = e.schemaPath.slice(prefix.length).split('/')[0] ?? '';
    groups.set(index, [...(groups.get(index) ?? []), e]);
  }
  const typeMismatch = (index: string, errs: ErrorObject[]) =>
    errs.some(
      (e) =>
        e.keyword === 'type' &&
        e.instancePath === alt.instancePath &&
        e.schemaPath === `${prefix}${index}/type`,
    );
  return [...groups].filter(([index, errs]) => !typeMismatch(index, errs)).map(([, errs]) => errs);
}

/** One error standing for a failed set of alternatives. */
function summarise(alt: ErrorObject, branch: readonly ErrorObject[]): ErrorObject {
  const allowedValues = unique(
    branch.flatMap((e) => (e.keyword === 'enum' ? (e.params.allowedValues as unknown[]) : [])),
  );
  const required = branch
    .filter((e) => e.keyword === 'required')
    .map((e) => String(e.params.missingProperty));
  if (required.length === branch.length && required.length > 0) {
    return { ...alt, message: `must have ${required.join(' or ')}`, params: { missingProperty: required } };
  }
  const parts = [...new Set(branch.map(describe))];
  const message = parts.length > 0 ? `must be ${parts.join('; or ')}` : (alt.message ?? 'is invalid');
  return { ...alt, message, params: allowedValues.length > 0 ? { allowedValues } : {} };
}

/** What one failed branch would have accepted, as a phrase after "must be". */
function describe(e: ErrorObject): string {
  switch (e.keyword) {
    case 'enum':
      return `one of: ${(e.params.allowedValues as unknown[]).map((v) => String(v)).join(', ')}`;
    case 'const':
      return JSON.stringify(e.params.allowedValue);
    case 'type':
      return article(String(e.params.type).replace(/,/g, ' or '));
    case 'pattern':
      return describePattern(e.params.pattern);
    default:
      return (e.message ?? e.keyword).replace(/^must (be )?/, '');
  }
}

/** "an integer", "a number". */
function article(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
