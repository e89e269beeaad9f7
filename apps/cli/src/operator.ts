import { EXIT } from './usage';

/**
 * The operator's commands as `formwright` subcommands (docs/operations.md#first-administrator): `create-site`,
 * `grant`, `upgrading` and `integrity-check` act on the database the server uses (DATA_DIR or
 * DATABASE_URL, read as the server reads them). The server's package is loaded only for these commands,
 * through its public entry. Exit codes: 0 done, 1 an integrity check that failed, 2 bad usage or a
 * database that cannot be opened.
 */
export async function operatorCommand(args: readonly string[]): Promise<number> {
  const { IntegrityError, openStorage, readConfig, runOperator, storageConfig } =
    await import('@formwright/server');
  let storage: Awaited<ReturnType<typeof openStorage>>;
  try {
    storage = await openStorage(storageConfig(readConfig()));
  } catch (err) {
    process.stderr.write(`formwright ${args[0]}: ${err instanceof Error ? err.message : String(err)}\n`);
    return EXIT.usage;
  }
  try {
    process.stdout.write(`${await runOperator(storage, args)}\n`);
    return EXIT.ok;
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    return err instanceof IntegrityError ? EXIT.errors : EXIT.usage;
  } finally {
    await storage.close();
  }
}
