/**
 * One form whose script does not parse, for the tests that show every loader of a form follows the one
 * rule (docs/architecture.md#loading-a-form): the CLI's validate, the server's analysis, the runtime, the
 * designer's preview and the form tests. Its report calls `stage`, which the script's text does not
 * define: with a script that parses that would be an 'unknown-function' error; here it is not, since
 * what a script that does not parse defines cannot be known.
 */
export const SCRIPT_DOES_NOT_PARSE = {
  spec: `Metadata:
  lang: en
  title: Script that does not parse
  description: The report calls the script, whose text does not parse
ReportOutput:
  - text: 'Size {size} mm.'
  - text: 'Stage {stage(size)}.'
Components:
  - Number:
      id: size
      label: Size
`,
  script: `function classify(x) {
  return x > 3 ? 'large' : 'small';
}
function broken() {
  return classify(1;
}
`,
  /** The one diagnostic of the script: where its parse stopped, in the script's text. */
  expected: {
    code: 'script-parse',
    severity: 'error',
    origin: 'script',
    line: 5,
    column: 20,
    message:
      "Exception during script parse with error: SyntaxError: expecting ',' (line 5). Review the Script and Generated code tab for further advice.",
  },
} as const;
