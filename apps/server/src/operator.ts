import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig, storageConfig } from './main';
import { Providers } from './services/providers';
import { Sites } from './services/sites';
import { Users, setUpgrading } from './services/users';
import { openStorage, type Storage } from './storage/db';

/** The operator's commands (docs/operations.md): they act on the database the server uses. */
export const OPERATOR_USAGE = `usage: formwright COMMAND (or npx tsx apps/server/src/operator.ts COMMAND)
  upgrading on|off              announce (or end) an upgrade: the designer shows its banner
  create-site NAME [DOMAIN]     create a site (with its root folder and internal providers)
  integrity-check               check the database (SQLite: PRAGMA integrity_check); exit code 1 when not ok
  grant EMAIL SITE_ID ROLE      set a user's role on a site (0 None, 1 User, 2 Admin, 3 ProviderAdmin);
                                the user is created when new (the first ProviderAdmin of a production set-up)`;

/** A failed integrity check (the command exits with 1, a usage error with 2). */
export class IntegrityError extends Error {}

/** Runs one operator command on a storage; answers what to print, or throws with a usage message. */
export async function runOperator(storage: Storage, args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  const now = () => new Date();
  if (command === 'upgrading' && (rest[0] === 'on' || rest[0] === 'off')) {
    await setUpgrading(storage, rest[0] === 'on');
    return `upgrading: ${rest[0]}`;
  }
  if (command === 'integrity-check' && rest.length === 0) {
    const started = Date.now();
    const result = await storage.integrityCheck();
    if (result !== 'ok') throw new IntegrityError(`integrity check failed (${storage.dialect}): ${result}`);
    return `integrity check: ok (${storage.dialect}, ${Date.now() - started} ms)`;
  }
  if (command === 'create-site' && rest[0]) {
    const site = await new Sites(storage, now).create({
      Name: rest[0],
      ...(rest[1] ? { EmailDomain: rest[1] } : {}),
    });
    await new Providers(storage).ensureInternal(site.Id);
    return `created site ${site.Id} ${site.Name}`;
  }
  if (command === 'grant' && rest.length === 3 && /^[0-3]$/.test(rest[2]!)) {
    const guid = await new Users(storage, now).ensure(rest[0]!);
    await new Sites(storage, now).setRole(Number(rest[1]), guid, Number(rest[2]));
    return `${rest[0]} has role ${rest[2]} on site ${rest[1]} (from the next sign-in)`;
  }
  throw new Error(OPERATOR_USAGE);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const config = readConfig();
  const storage = await openStorage(storageConfig(config));
  try {
    process.stdout.write(`${await runOperator(storage, process.argv.slice(2))}\n`);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = err instanceof IntegrityError ? 1 : 2;
  } finally {
    await storage.close();
  }
}
