import type { Cell } from './model';

/**
 * A binary min-heap of cells by topological rank (ties in insertion order), so one pass of the
 * calculation runs each queued formula after everything it depends on.
 */
export class CellHeap {
  private items: Cell[] = [];
  private seqs: number[] = [];
  private seq = 0;

  get size(): number {
    return this.items.length;
  }

  push(cell: Cell): void {
    const items = this.items;
    const seqs = this.seqs;
    let i = items.length;
    const s = this.seq++;
    items.push(cell);
    seqs.push(s);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(cell, s, items[p] as Cell, seqs[p] as number)) break;
      items[i] = items[p] as Cell;
      seqs[i] = seqs[p] as number;
      i = p;
    }
    items[i] = cell;
    seqs[i] = s;
  }

  pop(): Cell | undefined {
    const items = this.items;
    const seqs = this.seqs;
    const top = items[0];
    const last = items.pop();
    const lastSeq = seqs.pop();
    if (items.length === 0 || last === undefined || lastSeq === undefined) return top;
    let i = 0;
    const n = items.length;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let c = l;
      if (r < n && this.less(items[r] as Cell, seqs[r] as number, items[l] as Cell, seqs[l] as number)) c = r;
      if (!this.less(items[c] as Cell, seqs[c] as number, last, lastSeq)) break;
      items[i] = items[c] as Cell;
      seqs[i] = seqs[c] as number;
      i = c;
    }
    items[i] = last;
    seqs[i] = lastSeq;
    return top;
  }

  private less(a: Cell, sa: number, b: Cell, sb: number): boolean {
    return a.tpl.rank < b.tpl.rank || (a.tpl.rank === b.tpl.rank && sa < sb);
  }
}
