import type { Instance } from './model';
import type { ComponentReportParts, ReportPart } from './report';
import { visibleOf } from './visibility';

import type { VisibilityEngine } from './visibility';

/** What reportComponents.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type ReportComponentsEngine = VisibilityEngine;

/** Whether a node is a Report the author placed in the form (the parser's own #Report is generated). */
export function isReportComponent(inst: Instance): boolean {
  return inst.node.type === 'Report' && inst.node.generated !== true;
}

/**
 * The Report components placed in the form, in document order, with their parts (one `item<i>` cell
 * each, cells.ts) and visibility. The store asks after each settle whether one showed, hid, came or
 * went, so the form's report is joined again only then (or when a part changed).
 */
export class ReportComponents {
  #list: Instance[] | undefined;
  #visible: boolean[] = [];

  constructor(private readonly engine: ReportComponentsEngine) {}

  /** Forgets the document order: a Report instance came or went. */
  invalidate(): void {
    this.#list = undefined;
  }

  /** Updates the visibility of each; true when the list or a visibility changed since the last call. */
  refresh(): boolean {
    let changed = false;
    if (!this.#list) {
      this.#list = this.collect();
      changed = true;
    }
    const list = this.#list;
    for (let i = 0; i < list.length; i++) {
      const v = visibleOf(this.engine, list[i] as Instance);
      if (v !== this.#visible[i]) changed = true;
      this.#visible[i] = v;
    }
    this.#visible.length = list.length;
    return changed;
  }

  /** Each Report component's parts and visibility as of the last {@link refresh}. */
  parts(): ComponentReportParts[] {
    return (this.#list ?? []).map((inst, i) => ({
      visible: this.#visible[i] === true,
      parts: inst.cells
        .filter((c) => c.tpl.kind === 'reportItem')
        .map((c) => inst.internal[c.tpl.prop] as ReportPart | undefined),
    }));
  }

  private collect(): Instance[] {
    const out: Instance[] = [];
    const walk = (id: string) => {
      const inst = this.engine.instances.get(id);
      if (!inst) return;
      if (isReportComponent(inst)) out.push(inst);
      for (const c of inst.children) walk(c);
    };
    for (const id of this.engine.roots) walk(id);
    return out;
  }
}
