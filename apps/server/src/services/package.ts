import type { ExportedTemplate } from '@formwright/api';
import { badRequest, HttpError } from '../errors';
import { bytesText, checkFormSize, nestsDeeperThan, type Limits } from '../limits';
import { unzipBounded, ZipRefused } from './zip';

function invalidPackage(message: string): HttpError {
  return badRequest('invalid-package', message);
}

/** Checks one exported form's shape (the same rules as the Forms body schema) and its size. */
export function checkForm(value: unknown, limits: Limits): ExportedTemplate {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidPackage('A form of the package is not an object');
  const f = value as Record<string, unknown>;
  const tpl = f.Template as Record<string, unknown> | undefined;
  if (typeof f.Name !== 'string' || f.Name.length === 0 || f.Name.length > 200)
    throw invalidPackage('A form of the package has no valid Name');
  if (typeof tpl !== 'object' || tpl === null || typeof tpl.Yaml !== 'string')
    throw invalidPackage(`Form ${f.Name} has no Template.Yaml`);
  for (const key of ['JsCode', 'JsonSpec'] as const)
    if (tpl[key] !== undefined && typeof tpl[key] !== 'string')
      throw invalidPackage(`Form ${f.Name}: ${key} must be text`);
  if (f.Tests !== undefined && typeof f.Tests !== 'string')
    throw invalidPackage(`Form ${f.Name}: Tests must be text`);
  const form: ExportedTemplate = {
    Name: f.Name,
    Description: typeof f.Description === 'string' ? f.Description : '',
    Template: {
      Yaml: tpl.Yaml,
      JsCode: (tpl.JsCode as string | undefined) ?? '',
      JsonSpec: '',
      dataProviders: Array.isArray(tpl.dataProviders)
        ? tpl.dataProviders.filter((p): p is string => typeof p === 'string')
        : [],
      metadata: null,
      ExportsImages: tpl.ExportsImages === true,
    },
    Tests: (f.Tests as string | undefined) ?? '',
  };
  checkFormSize(
    {
      name: form.Name,
      yaml: form.Template.Yaml,
      jsCode: form.Template.JsCode ?? '',
      tests: form.Tests ?? '',
    },
    limits,
    `Form ${form.Name}: `,
  );
  return form;
}

/** Throws for a zip entry name that could reach outside where it is unpacked. */
function checkEntryName(name: string): void {
  if (name.includes('..') || name.startsWith('/') || name.includes('\\') || /^[a-zA-Z]:/.test(name))
    throw invalidPackage(`Entry ${name} has an unsafe path`);
}

/**
 * Reads a `.fp` package given as Base64: a JSON array of forms (or `{Forms: [...]}`), or a zip of
 * `.ssrt`/`.json` files, each one form. Entry names with `..` or an absolute path, more forms than the
 * limit, entries or a whole that really inflate past the limits (whatever their headers declare), forms
 * over the size limit and documents nested deeper than the depth limit are refused (400 `invalid-package`,
 * `too-large` or `too-deep`). Runs in an analysis worker (worker/tasks.ts), never on the event loop.
 */
export function readPackage(base64: string, limits: Limits): ExportedTemplate[] {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw invalidPackage('The package is empty');
  let docs: unknown[];
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    let unzipped: Map<string, Buffer>;
    try {
      unzipped = unzipBounded(bytes, {
        maxEntryBytes: limits.packageMaxEntryBytes,
        maxTotalBytes: limits.packageMaxUnpackedBytes,
        // Directories count too: the forms are checked against the limit below.
        maxEntries: limits.packageMaxForms * 2,
        checkName: checkEntryName,
      });
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (err instanceof ZipRefused) throw invalidPackage(err.message);
      throw invalidPackage('The package is not a readable zip');
    }
    const names = [...unzipped.keys()].sort();
    if (names.length > limits.packageMaxForms) throw tooManyForms(limits);
    docs = names.map((name) => parseJson(unzipped.get(name)!.toString('utf8'), limits));
  } else {
    if (bytes.length > limits.packageMaxUnpackedBytes)
      throw invalidPackage(`The package is larger than ${bytesText(limits.packageMaxUnpackedBytes)}`);
    const doc = parseJson(bytes.toString('utf8'), limits);
    docs = Array.isArray(doc)
      ? doc
      : doc && typeof doc === 'object' && Array.isArray((doc as { Forms?: unknown }).Forms)
        ? (doc as { Forms: unknown[] }).Forms
        : [doc];
  }
  if (docs.length > limits.packageMaxForms) throw tooManyForms(limits);
  return docs.map((d) => checkForm(d, limits));
}

function tooManyForms(limits: Limits): HttpError {
  return invalidPackage(`The package holds more than ${limits.packageMaxForms} forms`);
}

function parseJson(text: string, limits: Limits): unknown {
  let doc: unknown;
  try {
    doc = JSON.parse(text) as unknown;
  } catch {
    throw invalidPackage('The package is not valid JSON');
  }
  // A form nests three levels above its metadata ({Forms: [{Template: …}]}).
  if (nestsDeeperThan(doc, limits.specMaxDepth + 3))
    throw invalidPackage(`A form of the package nests deeper than ${limits.specMaxDepth} levels`);
  return doc;
}
