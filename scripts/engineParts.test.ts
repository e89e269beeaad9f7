// The engine's files type what they call of it (issue 21 item 5; docs/architecture.md, "Inside the engine"):
// each declares its engine as the members it uses (a `Pick<EngineParts, …>`) joined with the engines of the
// files it hands it on to, and none but the store names the concrete `Engine` class.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { root } from './generate-docs';

const dir = join(root, 'packages/core/src/engine');
const production = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const text = (f: string) => readFileSync(join(dir, f), 'utf8');

it('only the store names the concrete Engine class', () => {
  const naming = production.filter(
    (f) => f !== 'engine.ts' && /import (type )?\{[^}]*\bEngine\b[^}]*\} from '\.\/engine'/.test(text(f)),
  );
  expect(naming).toEqual(['store.ts']);
});

it('each file that works on the engine says what it calls, from EngineParts', () => {
  const declared = production.filter((f) =>
    /export type \w+Engine =(\s*\w+Engine &)*\s*(\w+Engine;|Pick<\s*EngineParts,)/.test(text(f)),
  );
  expect(declared).toContain('layers.ts');
  expect(declared.length).toBeGreaterThanOrEqual(19);
});
