/**
 * The "parse" chunk, loaded only when a host passes specification TEXT (YAML or JSON) rather than the
 * compiled form: the YAML parser and the validators. It reads the text as every loader does (core's
 * compileFormText: readFormText's rule for a script that does not parse) and hands the main bundle a
 * compiled form, so one engine (the main bundle's) runs every form. A spec with errors that are not fatal
 * still runs (`runnable`), with its diagnostics for build mode's error display.
 */
export { compileFormText } from '@formwright/core/authoring';
