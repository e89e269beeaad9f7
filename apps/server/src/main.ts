import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { coreFormTests } from '@formwright/packaging';
import { debugSignInOn, type AppDeps, type OidcConfig } from './context';
import type { Limits } from './limits';
import { isLoopbackAddress } from './services/structuredData';
import { openStorage, type StorageConfig } from './storage/db';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** The configuration read from the environment (docs/operations.md lists every variable and default). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** Connections of this process's PostgreSQL pool (POSTGRES_POOL, default 10). */
  readonly poolSize?: number;
  /** Longest wait for a PostgreSQL connection (POSTGRES_CONNECT_TIMEOUT_MS, default 5000). */
  readonly connectTimeoutMs?: number;
  /** Longest a PostgreSQL statement may run (POSTGRES_STATEMENT_TIMEOUT_MS, default 15000). */
  readonly statementTimeoutMs?: number;
  readonly mode: 'local' | 'production';
  readonly oidc?: OidcConfig;
  /** Reverse proxies in front of the server (`TRUST_PROXY`, default 0): X-Forwarded-For hops trusted. */
  readonly trustProxy?: number;
  /** Sign-ins per minute per client address (`SIGNIN_RATE_LIMIT`); unset: the mode's default. */
  readonly signInRateLimit?: number;
  /** The hosts site-hosted data providers may be on (`PROVIDER_HOSTS`, `host` or `host:port`, comma-separated). */
  readonly providerHosts?: readonly string[];
  /** `SPEC_MAX_BYTES`, `SPEC_MAX_DEPTH`, `PACKAGE_MAX_UNPACKED_BYTES` (docs/operations.md#limits). */
  readonly limits?: Partial<Limits>;
  /** Analysis worker threads (`ANALYSIS_WORKERS`). */
  readonly analysisWorkers?: number;
}

/** Reads the environment: the only place that does (apps/server/CONTEXT.md). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const mode = env.FORMWRIGHT_MODE === 'production' ? 'production' : 'local';
  if (env.FORMWRIGHT_MODE && env.FORMWRIGHT_MODE !== 'local' && env.FORMWRIGHT_MODE !== 'production')
    throw new Error(`FORMWRIGHT_MODE must be local or production, not ${env.FORMWRIGHT_MODE}`);
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET ?? '',
          ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
        }
      : undefined;
  const host = env.HOST ?? (mode === 'production' ? '0.0.0.0' : '127.0.0.1');
  if (mode === 'local' && !isLoopbackAddress(host.trim()))
    throw new Error(
      `Local mode listens only on a loopback address, not HOST=${host}: set FORMWRIGHT_MODE=production (with OIDC_ISSUER) to serve other machines`,
    );
  const poolSize = env.POSTGRES_POOL === undefined ? undefined : Number(env.POSTGRES_POOL);
  if (poolSize !== undefined && !(Number.isInteger(poolSize) && poolSize >= 1))
    throw new Error(`POSTGRES_POOL must be a whole number above 0, not ${env.POSTGRES_POOL}`);
  return {
    port: Number(env.PORT ?? 3000),
    host,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(poolSize !== undefined ? { poolSize } : {}),
    ...(env.POSTGRES_CONNECT_TIMEOUT_MS
      ? { connectTimeoutMs: positiveInteger('POSTGRES_CONNECT_TIMEOUT_MS', env.POSTGRES_CONNECT_TIMEOUT_MS) }
      : {}),
    ...(env.POSTGRES_STATEMENT_TIMEOUT_MS
      ? {
          statementTimeoutMs: positiveInteger(
            'POSTGRES_STATEMENT_TIMEOUT_MS',
            env.POSTGRES_STATEMENT_TIMEOUT_MS,
          ),
        }
      : {}),
    mode,
    ...(oidc ? { oidc } : {}),
    ...(env.TRUST_PROXY ? { trustProxy: wholeNumber('TRUST_PROXY', env.TRUST_PROXY) } : {}),
    ...(env.SIGNIN_RATE_LIMIT
      ? { signInRateLimit: positiveInteger('SIGNIN_RATE_LIMIT', env.SIGNIN_RATE_LIMIT) }
      : {}),
    ...(env.PROVIDER_HOSTS?.trim() ? { providerHosts: hostList('PROVIDER_HOSTS', env.PROVIDER_HOSTS) } : {}),
    limits: {
      ...(env.SPEC_MAX_BYTES ? { specMaxBytes: positiveInteger('SPEC_MAX_BYTES', env.SPEC_MAX_BYTES) } : {}),
      ...(env.SPEC_MAX_DEPTH ? { specMaxDepth: positiveInteger('SPEC_MAX_DEPTH', env.SPEC_MAX_DEPTH) } : {}),
      ...(env.PACKAGE_MAX_UNPACKED_BYTES
        ? {
            packageMaxUnpackedBytes: positiveInteger(
              'PACKAGE_MAX_UNPACKED_BYTES',
              env.PACKAGE_MAX_UNPACKED_BYTES,
            ),
          }
        : {}),
    },
    ...(env.ANALYSIS_WORKERS
      ? { analysisWorkers: positiveInteger('ANALYSIS_WORKERS', env.ANALYSIS_WORKERS) }
      : {}),
  };
}

/** A comma-separated list of `host` or `host:port` entries, lower-cased; anything else is refused. */
function hostList(name: string, text: string): string[] {
  const hosts = text
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h !== '');
  for (const h of hosts)
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(h))
      throw new Error(`${name} must list hosts as host or host:port, separated by commas, not ${h}`);
  return hosts;
}

function wholeNumber(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || text.trim() === '')
    throw new Error(`${name} must be a whole number (0 or more), not ${text}`);
  return n;
}

function positiveInteger(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, not ${text}`);
  return n;
}

/** Where the storage of a configuration lives, with its PostgreSQL pool settings. */
export function storageConfig(config: ServerConfig): StorageConfig {
  return config.databaseUrl
    ? {
        postgresUrl: config.databaseUrl,
        ...(config.poolSize ? { poolSize: config.poolSize } : {}),
        ...(config.connectTimeoutMs ? { connectTimeoutMs: config.connectTimeoutMs } : {}),
        ...(config.statementTimeoutMs ? { statementTimeoutMs: config.statementTimeoutMs } : {}),
      }
    : { sqliteFile: resolve(config.dataDir, 'formwright.db') };
}

/** Starts the server: opens the storage (migrations run), builds the app, listens. Answers the address. */
export async function startServer(
  config: ServerConfig,
  extra: Partial<AppDeps> = {},
): Promise<{ address: string; close: () => Promise<void> }> {
  if (config.mode === 'local' && !isLoopbackAddress(config.host.trim()))
    throw new Error(`Local mode listens only on a loopback address, not HOST=${config.host}`);
  const storage = await openStorage(storageConfig(config));
  // The integrity check runs here, once, and on the operator's `integrity-check` (never per status call).
  const integrity = await storage.integrityCheck();
  if (integrity !== 'ok') {
    await storage.close();
    throw new Error(
      `The database failed its integrity check (${integrity.replace(/\s+/g, ' ').slice(0, 300)}): restore it from a backup (docs/operations.md#backups-and-restore)`,
    );
  }
  const deps: AppDeps = {
    storage,
    mode: config.mode,
    ...(config.oidc ? { oidc: config.oidc } : {}),
    ...(config.signInRateLimit ? { signInRateLimit: config.signInRateLimit } : {}),
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    ...(config.providerHosts ? { providerHosts: config.providerHosts } : {}),
    ...(config.limits ? { limits: config.limits } : {}),
    ...(config.analysisWorkers ? { analysisWorkers: config.analysisWorkers } : {}),
    designerDist: resolve(repo, 'apps/designer/dist'),
    runtimeDist: resolve(repo, 'apps/runtime/dist'),
    demoForm: resolve(repo, 'fixtures/forms/demo.yaml'),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    formTests: coreFormTests,
    ...extra,
  };
  const app = await buildApp(deps);
  await app.listen({ port: config.port, host: config.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  return {
    address: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    close: async () => {
      await app.close();
      await storage.close();
    },
  };
}

/** Prints where the server listens and how to sign in (docs/operations.md#the-seeded-demo-site-local-mode). */
export function welcome(address: string, config: ServerConfig): string {
  const lines = [`Formwright is running at ${address}`];
  if (config.oidc) lines.push(`Sign in through ${config.oidc.issuer}.`);
  else if (debugSignInOn(config))
    lines.push(
      'Local mode: sign in with the debug sign-in as provider@demo.local (ProviderAdmin), admin@demo.local (Admin),',
      'author@demo.local (User) or guest@demo.local (None).',
    );
  lines.push(
    config.databaseUrl
      ? 'Storage: PostgreSQL (DATABASE_URL).'
      : `Storage: ${resolve(config.dataDir, 'formwright.db')}`,
  );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const config = readConfig();
  const server = await startServer(config);
  process.stdout.write(`${welcome(server.address, config)}\n`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
