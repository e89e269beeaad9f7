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
  const index = new Map<CellTemplate, number>();
  const low = new Map<CellTemplate, number>();
  const onStack = new Set<CellTemplate>();
  const stack: CellTemplate[] = [];
  const components: CellTemplate[][] = [];
  let counter = 0;

  // Iterative Tarjan: forms can have thousands of sites, recursion would overflow.
  for (const root of templates) {
    if (index.has(root)) continue;
    const work: { t: CellTemplate; edges: readonly CellTemplate[]; i: number }[] = [];
    const open = (t: CellTemplate) => {
      index.set(t, counter);
      low.set(t, counter);
      counter++;
      stack.push(t);
      onStack.add(t);
      work.push({ t, edges: producers(t), i: 0 });
    };
    open(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as (typeof work)[number];
      if (frame.i < frame.edges.length) {
        const next = frame.edges[frame.i++] as CellTemplate;
        if (!index.has(next)) open(next);
        else if (onStack.has(next))
          low.set(frame.t, Math.min(low.get(frame.t) as number, index.get(next) as number));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.t, Math.min(low.get(parent.t) as number, low.get(frame.t) as number));
      if (low.get(frame.t) === index.get(frame.t)) {
        const comp: CellTemplate[] = [];
        for (;;) {
          const x = stack.pop() as CellTemplate;
          onStack.delete(x);
          comp.push(x);
          if (x === frame.t) break;
        }
        components.push(comp);
      }
    }
  }
  // Tarjan emits components with producers before their readers (edges point at producers). Sites of
  // one cycle get distinct consecutive ranks, so one pass runs each of them once: a pass is one iteration.
  let rank = 0;
  for (const comp of components)
    for (let i = comp.length - 1; i >= 0; i--) (comp[i] as CellTemplate).rank = rank++;
}
