import type { Instance } from './model';

/** What changed since the last snapshot, as {@link ChangeSet.take} hands it to the publisher. */
export interface Changes {
  /** Instances came or went: the order and every component state are rebuilt. */
  readonly structure: boolean;
  /** Instances whose published state must be rebuilt (props or visibility changed). */
  readonly states: ReadonlySet<Instance>;
  /** The mandatory entries may have changed. */
  readonly mandatory: boolean;
  /** The engine's run-time diagnostics changed. */
  readonly diagnostics: boolean;
}

/**
 * The one owner of the engine's dirty flags: the engine's files say what changed with `mark…`, and the
 * publisher (store.ts) takes it all once per snapshot. Everything starts dirty, so the first snapshot
 * is built whole.
 */
export class ChangeSet {
  private states = new Set<Instance>();
  private readonly visibility = new Set<Instance>();
  private structure = true;
  private mandatory = true;
  private report = true;
  private diagnostics = true;

  /**
   * What an instance shows changed (its props or its visibility): its published state is dropped, to be
   * rebuilt for the next snapshot (views compare states with `===`), and its mandatory entry may differ.
   */
  markState(inst: Instance): void {
    inst.state = undefined;
    this.states.add(inst);
    this.mandatory = true;
  }

  /** The instance's own shown flag changed, or it governs its children's (Row, Tabs): recompute its subtree. */
  markVisibility(inst: Instance): void {
    this.visibility.add(inst);
  }

  /** An instance was created: the order and every state are rebuilt, and its subtree's visibility computed. */
  markCreated(inst: Instance): void {
    this.structure = true;
    this.visibility.add(inst);
  }

  /** An instance was destroyed: it leaves what is pending, and the order, states and mandatory list are rebuilt. */
  markDestroyed(inst: Instance): void {
    this.states.delete(inst);
    this.visibility.delete(inst);
    this.structure = true;
    this.mandatory = true;
  }

  /** A part of the report changed (a report item or a ReportOutput part). */
  markReport(): void {
    this.report = true;
  }

  /** The run-time diagnostics changed (a formula failed or recovered, the log grew, a Summary's warning). */
  markDiagnostics(): void {
    this.diagnostics = true;
  }

  /** Whether instances came or went since the last {@link take} (the publisher rebuilds its order first). */
  get structureChanged(): boolean {
    return this.structure;
  }

  /** The report changed since the last call; clears the flag. */
  takeReport(): boolean {
    const dirty = this.report;
    this.report = false;
    return dirty;
  }

  /** The instances whose subtree's visibility must be recomputed since the last call; clears them. */
  takeVisibility(): Instance[] {
    const dirty = [...this.visibility];
    this.visibility.clear();
    return dirty;
  }

  /** Everything else that changed since the last call, for one snapshot; starts afresh. */
  take(): Changes {
    const changes: Changes = {
      structure: this.structure,
      states: this.states,
      mandatory: this.mandatory,
      diagnostics: this.diagnostics,
    };
    this.states = new Set();
    this.structure = false;
    this.mandatory = false;
    this.diagnostics = false;
    return changes;
  }
}
