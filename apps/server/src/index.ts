/**
 * @formwright/server: the designer server (issue 11). `buildApp` builds the Fastify app without
 * listening; `startServer` and `readConfig` are what `npm start` / `formwright serve` run.
 */
export { buildApp, CSP_DIRECTIVES, type App } from './app';
export type { AppDeps, Caller, OidcConfig } from './context';
export { readConfig, startServer, storageConfig, welcome, type ServerConfig } from './main';
export { IntegrityError, OPERATOR_USAGE, runOperator } from './operator';
export { openStorage, type Storage, type StorageConfig } from './storage/db';
export { setUpgrading, isUpgrading } from './services/users';
