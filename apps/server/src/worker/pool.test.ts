import { afterAll, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { DEFAULT_LIMITS } from '../limits';
import { bigSpec } from '../testing/bigForms';
import { WorkerPool } from './pool';

const pool = new WorkerPool(1, 60_000);
const slow = new WorkerPool(1, 300);
afterAll(async () => {
  await pool.close();
  await slow.close();
});

const small = 'Metadata:\n  title: X\nComponents:\n  - Number: { id: a, label: A }\n';

it('analyses in a worker thread and carries a refusal back as the same HttpError', async () => {
  const a = await pool.run('analyse', { yaml: small, script: '', knownProviders: [], maxDepth: 64 });
  expect(a.jsonSpec).toBe('{"Metadata":{"title":"X"},"Components":[{"Number":{"id":"a","label":"A"}}]}');
  const refused = await pool
    .run('analyse', {
      yaml: `a: ${'['.repeat(70)}${']'.repeat(70)}`,
      script: '',
      knownProviders: [],
      maxDepth: 64,
    })
    .catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({ statusCode: 400, code: 'too-deep' });
}, 60_000);

it('ends a task that runs over its time with 400 too-slow, replaces the worker and goes on', async () => {
  // Warm the worker first: its start-up (loading the core) is not the task's time.
  await slow.run('readPackage', {
    base64: Buffer.from('[]').toString('base64'),
    limits: {
      specMaxBytes: 1e6,
      specMaxDepth: 64,
      packageMaxUnpackedBytes: 1e7,
      packageMaxEntryBytes: 1e6,
      packageMaxForms: 10,
    },
  });
  const refused = await slow
    .run('analyse', { yaml: bigSpec(200 * 1024), script: '', knownProviders: [], maxDepth: 64 })
    .catch((e: unknown) => e);
  expect(refused).toMatchObject({
    statusCode: 400,
    code: 'too-slow',
    message: "The form took longer than 0.3 s to read, the server's limit",
  });
  // A new worker takes the next task.
  const a = await slow.run('readPackage', {
    base64: Buffer.from(JSON.stringify([{ Name: 'x', Template: { Yaml: small } }])).toString('base64'),
    limits: DEFAULT_LIMITS,
  });
  expect(a.map((f) => f.Name)).toEqual(['x']);
}, 60_000);
