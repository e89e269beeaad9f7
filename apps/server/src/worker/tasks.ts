// The tasks of an analysis worker thread (pool.ts): what parses and analyses large specifications and
// packages, off the event loop. Each message is one task; the answer is its result or a refusal.
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../errors';
import type { Limits } from '../limits';
import { compileForm } from '@formwright/packaging/compile';
import { analyseHere } from '../services/analyse';
import { readPackage } from '../services/package';
import type { TaskMessage, TaskReply } from './pool';

/** The work of each task, by name. */
const tasks = {
  analyse: (input: { yaml: string; script: string; knownProviders: string[]; maxDepth: number }) =>
    analyseHere(input.yaml, input.script, input.knownProviders, input.maxDepth),
  readPackage: (input: { base64: string; limits: Limits }) => readPackage(input.base64, input.limits),
  compileForm: (input: { yaml: string; script: string; knownProviders: string[] }) =>
    compileForm(input.yaml, input.script, input.knownProviders),
} as const;

export type Tasks = typeof tasks;

parentPort!.on('message', (message: TaskMessage) => {
  const reply = (r: TaskReply) => parentPort!.postMessage(r);
  void (async () => {
    try {
      const run = tasks[message.task] as (input: unknown) => unknown;
      reply({ id: message.id, ok: true, value: await run(message.input) });
    } catch (err) {
      reply({
        id: message.id,
        ok: false,
        error:
          err instanceof HttpError
            ? { statusCode: err.statusCode, code: err.code, message: err.message, extra: err.extra }
            : { message: err instanceof Error ? err.message : String(err) },
      });
    }
  })();
});
parentPort!.postMessage({ ready: true });
