import { Command, CommanderError } from 'commander';
import type { BuildOptions } from './build';
import type { TestOptions } from './test';
import { EXIT, USAGE } from './usage';

/** Runs the formwright command with the given arguments and resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let code: number = EXIT.ok;
  const program = new Command('formwright').description(USAGE.program).exitOverride().showHelpAfterError();
  program
    .command('validate')
    .description(USAGE.validate.description)
    .argument('<form>', USAGE.validate.form)
    .option('--script <file>', USAGE.validate.script)
    .option('--json', USAGE.validate.json)
    .action(async (form: string, opts: { json?: boolean; script?: string }) => {
      const { validateCommand } = await import('./validate');
      code = await validateCommand(form, opts);
    });
  program
    .command('render')
    .description(USAGE.render.description)
    .argument('<form>', USAGE.render.form)
    .option('--script <file>', USAGE.render.script)
    .option('--actions <file>', USAGE.render.actions)
    .option('--format <format>', USAGE.render.format, 'text')
    .option('--section <id>', USAGE.render.section)
    .action(async (form: string, opts: RenderOptions) => {
      const { renderCommand } = await import('./render');
      code = await renderCommand(form, opts);
    });
  program
    .command('test')
    .description(USAGE.test.description)
    .argument('<form>', USAGE.test.form)
    .option('--tests <file>', USAGE.test.tests)
    .option('--update [names...]', USAGE.test.update)
    .option('--json', USAGE.test.json)
    .option('--against <new>', USAGE.test.against)
    .option('--script <file>', USAGE.test.script)
    .action(async (form: string, opts: TestOptions) => {
      const { testCommand } = await import('./test');
      code = await testCommand(form, opts);
    });
  program
    .command('import-openehr')
    .description(USAGE.importOpenehr.description)
    .argument('<template>', USAGE.importOpenehr.template)
    .requiredOption('-o, --out <form>', USAGE.importOpenehr.out)
    .option('--json', USAGE.importOpenehr.json)
    .option('--rules <vendor>', USAGE.importOpenehr.rules)
    .action(async (template: string, opts: { out: string; json?: boolean; rules?: string }) => {
      const { importOpenehrCommand } = await import('./importOpenehr');
      code = await importOpenehrCommand(template, opts);
    });
  program
    .command('import-mrrt')
    .description(USAGE.importMrrt.description)
    .argument('<template>', USAGE.importMrrt.template)
    .requiredOption('-o, --out <form>', USAGE.importMrrt.out)
    .option('--json', USAGE.importMrrt.json)
    .action(async (template: string, opts: { out: string; json?: boolean }) => {
      const { importMrrtCommand } = await import('./importMrrt');
      code = await importMrrtCommand(template, opts);
    });
  program
    .command('import-fhir')
    .description(USAGE.importFhir.description)
    .argument('<questionnaire>', USAGE.importFhir.questionnaire)
    .requiredOption('-o, --out <form>', USAGE.importFhir.out)
    .option('--json', USAGE.importFhir.json)
    .action(async (questionnaire: string, opts: { out: string; json?: boolean }) => {
      const { importFhirCommand } = await import('./importFhir');
      code = await importFhirCommand(questionnaire, opts);
    });
  program
    .command('export')
    .description(USAGE.export.description)
    .argument('<form>', USAGE.export.form)
    .requiredOption('--format <format>', USAGE.export.format)
    .requiredOption('-o, --out <file>', USAGE.export.out)
    .action(async (form: string, opts: { format: string; out: string }) => {
      const { exportCommand } = await import('./export');
      code = await exportCommand(form, opts);
    });
  program
    .command('build')
    .description(USAGE.build.description)
    .argument('<form>', USAGE.build.form)
    .requiredOption('-o, --out <file>', USAGE.build.out)
    .option('--script <file>', USAGE.build.script)
    .option('--tests <file>', USAGE.build.tests)
    .option('--version <n>', USAGE.build.version)
    .option('--build <n>', USAGE.build.build)
    .action(async (form: string, opts: BuildOptions) => {
      const { buildCommand } = await import('./build');
      code = await buildCommand(form, opts);
    });
  program
    .command('serve')
    .description(USAGE.serve.description)
    .option('--no-build', USAGE.serve.noBuild)
    .action(async (opts: { build?: boolean }) => {
      const { serveCommand } = await import('./serve');
      code = await serveCommand(opts);
    });
  // The operator's commands (apps/server/src/operator.ts), on the server's database.
  const operator = async (args: string[]) => {
    const { operatorCommand } = await import('./operator');
    code = await operatorCommand(args);
  };
  program
    .command('create-site')
    .description(USAGE.createSite.description)
    .argument('<name>', USAGE.createSite.name)
    .argument('[domain]', USAGE.createSite.domain)
    .action((name: string, domain: string | undefined) =>
      operator(['create-site', name, ...(domain ? [domain] : [])]),
    );
  program
    .command('grant')
    .description(USAGE.grant.description)
    .argument('<email>', USAGE.grant.email)
    .argument('<site>', USAGE.grant.site)
    .argument('<role>', USAGE.grant.role)
    .action((email: string, site: string, role: string) => operator(['grant', email, site, role]));
  program
    .command('upgrading')
    .description(USAGE.upgrading.description)
    .argument('<state>', USAGE.upgrading.state)
    .action((state: string) => operator(['upgrading', state]));
  program
    .command('integrity-check')
    .description(USAGE.integrityCheck.description)
    .action(() => operator(['integrity-check']));
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
