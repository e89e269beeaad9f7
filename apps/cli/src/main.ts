import { Command, CommanderError } from 'commander';

/** Exit codes of docs/cli.md#the-formwright-command: 0 without errors, 1 with errors, 2 on bad usage or unreadable files. */
export const EXIT = { ok: 0, errors: 1, usage: 2 } as const;

/** Runs the formwright command with the given arguments and resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let code: number = EXIT.ok;
  const program = new Command('formwright')
    .description('Formwright: validate and render structured clinical report forms')
    .exitOverride()
    .showHelpAfterError();
  program
    .command('validate')
    .description('check a form specification and print its diagnostics')
    .argument('<form>', 'form specification (.yaml, .yml or .json)')
    .option(
      '--script <file>',
      'the form script, whose functions formulas may call (default: FORM.js if it exists)',
    )
    .option('--json', 'print diagnostics as JSON')
    .action(async (form: string, opts: { json?: boolean; script?: string }) => {
      const { validateCommand } = await import('./validate');
      code = await validateCommand(form, opts);
    });
  program
    .command('render')
    .description('run a form headless (init, then each action) and print its outputs')
    .argument('<form>', 'form specification (.yaml, .yml or .json)')
    .option('--script <file>', 'the form script (JavaScript; default: FORM.js if it exists)')
    .option('--actions <file>', 'a JSON array of actions to apply in order')
    .option('--format <format>', 'text, json or rtf', 'text')
    .option('--section <id>', 'print only this section (text and rtf)')
    .action(async (form: string, opts: RenderOptions) => {
      const { renderCommand } = await import('./render');
      code = await renderCommand(form, opts);
    });
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
    throw err;
  }
  return code;
}

/** Options of `formwright render`. */
export interface RenderOptions {
  script?: string;
  actions?: string;
  format: string;
  section?: string;
}
