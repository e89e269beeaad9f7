/**
 * What the formwright command promises its callers, in one place: the exit codes of docs/cli.md#the-formwright-command, and
 * the help text of each command and option (commander prints it for --help and after a usage error).
 */

/** Exit codes of docs/cli.md#the-formwright-command: 0 without errors, 1 with errors, 2 on bad usage or unreadable files. */
export const EXIT = { ok: 0, errors: 1, usage: 2 } as const;

/** The help text of the program, its commands and their options. */
export const USAGE = {
  program: 'Formwright: validate, render and test structured clinical report forms',
  validate: {
    description: 'check a form specification and print its diagnostics',
    form: 'form specification (.yaml, .yml or .json)',
    script: 'the form script, whose functions formulas may call (default: FORM.js if it exists)',
    json: 'print diagnostics as JSON',
  },
  render: {
    description: 'run a form headless (init, then each action) and print its outputs',
    form: 'form specification (.yaml, .yml or .json)',
    script: 'the form script (JavaScript; default: FORM.js if it exists)',
    actions: 'a JSON array of actions to apply in order',
    format: 'text, json, rtf or fhir (an R4 Bundle: QuestionnaireResponse, DiagnosticReport, Observations)',
    section: 'print only this section (text and rtf)',
  },
  test: {
    description: 'run the scenarios of the form tests (FORM.tests.yaml) and compare their outputs',
    form: 'form specification (.yaml, .yml or .json)',
    tests: 'the tests file (default: FORM.tests.yaml beside the form)',
    update: 'write the current outputs as the expectations of the scenarios named, or of all',
    json: 'print the results as JSON',
    against: 'run the scenarios on a newer version of the form and print what changes',
    script: 'the form script (JavaScript; default: FORM.js if it exists)',
  },
  importOpenehr: {
    description: 'import an openEHR web template (.json) or operational template (.opt) as a form',
    template: 'openEHR web template (.json) or OPT 1.4 operational template (.opt, .xml)',
    out: 'the form specification to write (.yaml)',
    json: 'print the import diagnostics as JSON',
    rules:
      "an OPT's ids where the vendors' web templates differ: ehrbase (default) or better (the server the form writes to)",
  },
  importMrrt: {
    description: 'import an IHE MRRT report template (HTML5) as a form',
    template: 'IHE MRRT report template (.html)',
    out: "the form specification to write (.yaml); the template's JavaScript goes as comments into the .js beside it",
    json: 'print the import diagnostics as JSON',
  },
  importFhir: {
    description: 'import a FHIR R4 Questionnaire (.json) as a form',
    questionnaire: 'FHIR R4 Questionnaire (JSON)',
    out: 'the form specification to write (.yaml)',
    json: 'print the import diagnostics as JSON',
  },
  export: {
    description: 'write a form as another format: an IHE MRRT template or a FHIR R4 Questionnaire',
    form: 'form specification (.yaml, .yml or .json)',
    format: 'fhir-questionnaire (R4 Questionnaire JSON) or mrrt (IHE MRRT HTML5 template)',
    out: 'the file to write',
  },
  build: {
    description: 'build a form into an IDS7 package (.srtpkg), after running its tests',
    form: 'form specification (.yaml, .yml or .json)',
    out: 'the package to write (.srtpkg)',
    script: 'the form script (JavaScript; default: FORM.js if it exists)',
    tests: 'the form tests to run first (default: FORM.tests.yaml if it exists)',
    version: 'the save-version written into the package (default 1)',
    build: 'the build number written into the package (default 1)',
  },
  serve: {
    description: 'start the designer server (as npm start; configured by PORT, DATA_DIR, DATABASE_URL, ...)',
    noBuild: 'do not build the runtime and designer first when they are missing',
  },
  createSite: {
    description:
      "operator: create a site (with its root folder and internal providers) in the server's database",
    name: 'the site name',
    domain: "the site's e-mail domain",
  },
  grant: {
    description:
      "operator: set a user's role on a site (0 None, 1 User, 2 Admin, 3 ProviderAdmin); the user is created when new",
    email: "the user's e-mail",
    site: 'the site id',
    role: '0, 1, 2 or 3',
  },
  upgrading: {
    description: 'operator: announce (on) or end (off) an upgrade: the designer shows its banner',
    state: 'on or off',
  },
  integrityCheck: {
    description:
      "operator: check the server's database (SQLite: PRAGMA integrity_check); exit code 1 when not ok",
  },
} as const;

/** Prints `formwright COMMAND: MESSAGE` to stderr and returns the usage exit code. */
export function usageError(command: string, message: string): number {
  process.stderr.write(`formwright ${command}: ${message}\n`);
  return EXIT.usage;
}
