/** `formwright validate`: not built yet (the foundation issue). */
export async function validateCommand(_form: string, _opts: { json?: boolean }): Promise<number> {
  process.stderr.write('formwright validate is not available yet\n');
  return 2;
}
