#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx: no build step between a change and the command.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
