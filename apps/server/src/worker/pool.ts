import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';
import type { Tasks } from './tasks';

/** A task sent to a worker. */
export interface TaskMessage {
  readonly id: number;
  readonly task: keyof Tasks;
  readonly input: unknown;
}

/** A worker's answer to a task: its value, or the refusal (an HttpError's fields) or failure. */
export type TaskReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | {
      readonly id: number;
      readonly ok: false;
      readonly error: {
        readonly statusCode?: number;
        readonly code?: string;
        readonly message: string;
        readonly extra?: Record<string, unknown>;
      };
    };

interface Job {
  readonly message: TaskMessage;
  readonly resolve: (value: unknown) => void;
  readonly reject: (err: unknown) => void;
}

interface Slot {
  readonly worker: Worker;
  /** Whether the worker has loaded its tasks (a task's time starts then, not while the core loads). */
  ready: boolean;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
}

/** Heap of one worker: a task that needs more ends that worker (and answers 400), never the server. */
const WORKER_HEAP_MB = 1024;

/**
 * A small pool of worker threads that parse and analyse specifications and packages (issue 22 item 4),
 * so one user's large import never stalls `/api/status` or the reads of everyone else. node:worker_threads
 * directly: the work is a handful of task kinds, and the pool adds a per-task timeout and a memory limit
 * per worker. Workers start on the first task, are kept while the process lives, are replaced when one
 * dies, and hold the process open only while they work.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    readonly size: number,
    private readonly timeoutMs: number,
  ) {}

  /** Runs a task in a worker; answers its value, or throws its refusal (HttpError) or failure. */
  run<K extends keyof Tasks>(
    task: K,
    input: Parameters<Tasks[K]>[0],
  ): Promise<Awaited<ReturnType<Tasks[K]>>> {
    return new Promise((resolve, reject) => {
      this.queue.push({
        message: { id: this.nextId++, task, input },
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  /** Starts workers up to the pool's size, so the first request does not wait for one (optional). */
  warm(): void {
    while (!this.closed && this.slots.length < this.size) this.spawn();
  }

  /** Ends every worker; queued tasks are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the analysis workers were closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./entry.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: undefined, timer: undefined };
    this.slots.push(slot);
    worker.on('message', (reply: TaskReply | { ready: true }) => {
      if (!('id' in reply)) {
        slot.ready = true;
        if (slot.job) this.startTimer(slot, slot.job);
        return;
      }
      const job = slot.job;
      if (!job || job.message.id !== reply.id) return;
      this.finish(slot);
      if (reply.ok) job.resolve(reply.value);
      else if (reply.error.statusCode !== undefined)
        job.reject(
          new HttpError(
            reply.error.statusCode,
            reply.error.code ?? 'refused',
            reply.error.message,
            reply.error.extra,
          ),
        );
      else job.reject(new Error(reply.error.message));
      this.dispatch();
    });
    const lost = (err: unknown) => {
      const i = this.slots.indexOf(slot);
      if (i < 0) return;
      this.slots.splice(i, 1);
      const job = slot.job;
      this.finish(slot);
      if (job) {
        const memory = (err as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
        job.reject(
          memory
            ? new HttpError(400, 'too-large', 'The form needs more memory to read than the server allows')
            : err instanceof Error
              ? err
              : new Error('an analysis worker stopped'),
        );
      }
      this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', () => lost(undefined));
    return slot;
  }

  private finish(slot: Slot): void {
    slot.job = undefined;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.worker.unref();
  }

  private dispatch(): void {
    while (!this.closed && this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === undefined);
      if (!slot) {
        if (this.slots.length >= this.size) return;
        slot = this.spawn();
      }
      const job = this.queue.shift()!;
      slot.job = job;
      // Held open while it works, so a pending task is never dropped by an exiting process.
      slot.worker.ref();
      if (slot.ready) this.startTimer(slot, job);
      slot.worker.postMessage(job.message);
    }
  }

  /** A task that runs over the timeout ends its worker (replaced on the next task) and answers 400. */
  private startTimer(s: Slot, job: Job): void {
    s.timer = setTimeout(() => {
      const i = this.slots.indexOf(s);
      if (i >= 0) this.slots.splice(i, 1);
      this.finish(s);
      job.reject(
        new HttpError(
          400,
          'too-slow',
          `The form took longer than ${this.timeoutMs / 1000} s to read, the server's limit`,
        ),
      );
      void s.worker.terminate();
      this.dispatch();
    }, this.timeoutMs);
    s.timer.unref();
  }
}

/** The default size: one worker per core but one (the event loop's), at least one, at most four. */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

let shared: WorkerPool | undefined;
let sharedSize = defaultWorkerCount();
let sharedTimeoutMs = 60_000;

/** Sets the size and task timeout of the process's pool (main.ts: `ANALYSIS_WORKERS`); applies to a new pool. */
export function configureWorkers(size: number, timeoutMs = sharedTimeoutMs): void {
  sharedSize = size;
  sharedTimeoutMs = timeoutMs;
  if (shared && shared.size !== size) {
    const old = shared;
    shared = undefined;
    void old.close();
  }
}

/** The process's pool (one per process: the workers are stateless and shared by every app). */
export function workers(): WorkerPool {
  return (shared ??= new WorkerPool(sharedSize, sharedTimeoutMs));
}

/** Runs a task in the process's pool. */
export function runOffThread<K extends keyof Tasks>(
  task: K,
  input: Parameters<Tasks[K]>[0],
): Promise<Awaited<ReturnType<Tasks[K]>>> {
  return workers().run(task, input);
}
