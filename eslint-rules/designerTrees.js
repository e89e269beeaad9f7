// A lint rule for apps/designer (issue 21 item 4, docs/architecture.md): the code of the editor frame (the
// sandboxed iframe of editor.html) and the code of the outer app (index.html) import nothing of each other;
// they meet only in the shared code (src/protocol/: the typed frame messages; src/shared/: the few modules
// both run; styles, test support). A type-only import crosses freely (it carries no code into the other page), and so
// does a test (lint config: tests are in neither page, and some check both sides of the wire).
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = ['apps', 'designer', 'src'].join(sep) + sep;

/** The folder of src/ only the editor frame runs (editor.html's entry is src/frame/main.tsx). */
const FRAME = ['frame/'];
/** The folder of src/ only the outer app runs (index.html's entry is src/outer/main.tsx). */
const OUTER = ['outer/'];
/** Modules both pages run that live in one side's folder: none (shared code lives in src/shared/). */
const SHARED = [];

/** True when the module `path` (no extension) is `entry` or lies in the folder `entry`. */
const within = (path, entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry);

/** The tree of a repository path: 'frame', 'outer', or undefined (shared, or not the designer's src/). */
export function treeOf(repoPath) {
  if (!repoPath.startsWith(SRC)) return undefined;
  const path = repoPath
    .slice(SRC.length)
    .split(sep)
    .join('/')
    .replace(/\.(tsx?|css)$/, '');
  if (SHARED.some((e) => within(path, e))) return undefined;
  if (FRAME.some((e) => within(path, e))) return 'frame';
  if (OUTER.some((e) => within(path, e))) return 'outer';
  return undefined;
}

/** Why `specifier`, imported from `file` (absolute), is refused; undefined when it is allowed. */
export function refusal(file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const from = treeOf(relative(root, file));
  const to = treeOf(relative(root, resolve(dirname(file), specifier)));
  if (!from || !to || from === to) return undefined;
  return from === 'frame'
    ? "the editor frame's code may not import the outer app's: share it through src/protocol/ (or a shared module)"
    : "the outer app's code may not import the editor frame's: share it through src/protocol/ (or a shared module)";
}

export default {
  rules: {
    'designer-trees': {
      meta: {
        type: 'problem',
        docs: { description: "the designer's frame and outer code import nothing of each other" },
        schema: [],
      },
      create(context) {
        const file = context.filename;
        if (!relative(root, file).startsWith(SRC)) return {};
        const check = (node) => {
          const source = node.source;
          if (!source || typeof source.value !== 'string') return;
          if (node.importKind === 'type' || node.exportKind === 'type') return;
          const why = refusal(file, source.value);
          if (why) context.report({ node: source, message: why });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
