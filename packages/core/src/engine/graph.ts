import { stronglyConnected } from '../specification/stronglyConnected';
import type { CellTemplate } from './model';

/**
 * Ranks formula sites in dependency order (docs/expressions.md#expressions-text-templates-and-the-smart-filter): a site that reads another gets a higher
 * rank, so one pass of the calculation settles an acyclic form. Sites on a cycle share a strongly
 * connected component and get consecutive ranks in an arbitrary order; the calculation loop iterates those.
 *
 * `producers(t)` lists the sites whose results `t` reads. Ranks are written into each template.
 */
export function rankTemplates(
  templates: readonly CellTemplate[],
  producers: (t: CellTemplate) => readonly CellTemplate[],
): void {
  // Components come with producers before their readers (edges point at producers). Sites of one cycle
  // get distinct consecutive ranks, so one pass runs each of them once: a pass is one iteration.
  let rank = 0;
  for (const comp of stronglyConnected(templates, producers))
    for (let i = comp.length - 1; i >= 0; i--) (comp[i] as CellTemplate).rank = rank++;
}
