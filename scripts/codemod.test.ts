import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transform } from './codemods/tagged-interactions';
import { root } from './generate-docs';

const file = join(root, 'packages/core/src/engine/x.test.ts');

describe('the tagged-interactions codemod (issue 9)', () => {
  it.each([
    ["f.store.update({ set: 'a', value: 1 });", "f.store.update({ type: 'set', id: 'a', value: 1 });"],
    ["s.update({ delete: 'L', item: 2 });", "s.update({ type: 'delete', id: 'L', item: 2 });"],
    [
      "store.update({ toggleItem: 'L', item: 1, open: false });",
      "store.update({ type: 'toggleItem', id: 'L', item: 1, open: false });",
    ],
    ['f.store.update({ providers: { results } });', 'f.store.setProviderData({ results });'],
    ['store.update({ setState: saved });', 'store.loadState(saved);'],
    ['store.update({ clearState: true });', 'store.clearState();'],
    ['const s = f.store.getState();', 'const s = f.store.saveState();'],
    ['f.store.setState(x);', 'f.store.loadState(x);'],
  ])('rewrites %s', (before, after) => {
    expect(transform(file, before).text).toBe(after);
  });

  it('turns a cast step into applyStep and imports it from the engine', () => {
    const out = transform(
      file,
      "import { x } from './y';\nfor (const a of steps) f.store.update(a as never);\n",
    );
    expect(out.text).toBe(
      "import { x } from './y';\nimport { applyStep } from './interactions';\nfor (const a of steps) applyStep(f.store, a as never);\n",
    );
  });

  it('is idempotent and leaves tagged calls alone', () => {
    const once = transform(
      file,
      "f.store.update({ set: 'a', value: 1 });\nf.store.update({ type: 'click', id: 'b' });",
    ).text;
    expect(transform(file, once).text).toBe(once);
  });
});
