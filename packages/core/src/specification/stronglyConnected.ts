/**
 * The strongly connected components of a directed graph (Tarjan's algorithm, iterative: forms can have
 * thousands of formula sites, and recursion would overflow). `edges(n)` lists the nodes `n` points at.
 *
 * Components come out in reverse topological order of the edges: a component comes after every component
 * it points at. Within a component, the node the search entered it by comes last. The engine ranks formula
 * sites with it (engine/graph.ts), and validation names the formulas of a cycle (spec/formulaCycles.ts).
 */
export function stronglyConnected<T>(nodes: Iterable<T>, edges: (n: T) => readonly T[]): T[][] {
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const onStack = new Set<T>();
  const stack: T[] = [];
  const components: T[][] = [];
  let counter = 0;

  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { n: T; out: readonly T[]; i: number }[] = [];
    const open = (n: T) => {
      index.set(n, counter);
      low.set(n, counter);
      counter++;
      stack.push(n);
      onStack.add(n);
      work.push({ n, out: edges(n), i: 0 });
    };
    open(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as (typeof work)[number];
      if (frame.i < frame.out.length) {
        const next = frame.out[frame.i++] as T;
        if (!index.has(next)) open(next);
        else if (onStack.has(next))
          low.set(frame.n, Math.min(low.get(frame.n) as number, index.get(next) as number));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.n, Math.min(low.get(parent.n) as number, low.get(frame.n) as number));
      if (low.get(frame.n) === index.get(frame.n)) {
        const comp: T[] = [];
        for (;;) {
          const x = stack.pop() as T;
          onStack.delete(x);
          comp.push(x);
          if (x === frame.n) break;
        }
        components.push(comp);
      }
    }
  }
  return components;
}
