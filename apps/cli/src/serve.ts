import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

/** What `formwright serve` builds first when its output is missing (docs/operations.md#the-seeded-demo-site-local-mode), in order. */
export const BUILT_BEFORE_SERVING = [
  { workspace: '@formwright/runtime', output: 'apps/runtime/dist/formwright-runtime.js' },
  { workspace: '@formwright/designer', output: 'apps/designer/dist/index.html' },
] as const;

/** Builds the runtime and the designer when their output is missing; a failed build is reported, not fatal. */
export function buildWhatIsMissing(root = repo): void {
  for (const { workspace, output } of BUILT_BEFORE_SERVING) {
    if (existsSync(`${root}/${output}`)) continue;
    process.stdout.write(`formwright serve: building ${workspace} (${output} is missing)...\n`);
    const r = spawnSync('npm', ['run', 'build', '--workspace', workspace, '--if-present'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (r.status !== 0)
      process.stderr.write(`formwright serve: building ${workspace} failed; serving without it\n`);
  }
}

/**
 * `formwright serve` (docs/cli.md#the-formwright-command, docs/operations.md#the-seeded-demo-site-local-mode): builds what is missing, then starts the designer server as
 * `npm start` does, with the configuration of the environment (docs/operations.md), until interrupted.
 * `--no-build` skips the build step.
 */
export async function serveCommand(opts: { build?: boolean } = {}): Promise<number> {
  if (opts.build !== false) buildWhatIsMissing();
  const { readConfig, startServer, welcome } = await import('@formwright/server');
  const config = readConfig();
  const server = await startServer(config);
  process.stdout.write(`${welcome(server.address, config)}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => void server.close().then(resolve, resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
