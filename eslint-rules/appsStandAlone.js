// A lint rule for apps/* (issue 21 item 3, docs/architecture.md): an app imports no other app's files and
// reaches a package only through its exports. Refused: a relative import that lands in another app or in
// packages/, and an import of another app's package (`@formwright/server`, …). The one exception is the
// CLI starting the server through its public entry (`@formwright/server`, nothing deeper), which it loads
// only for `serve` and `operator`.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['cli', 'server', 'runtime', 'designer'];
/** Another app's package an app may import, by the importing app: its public entry only. */
const ALLOWED_ENTRIES = { cli: ['@formwright/server'] };

/** The app a repository path belongs to (`apps/<name>/…`), or undefined. */
function appOf(repoPath) {
  const parts = repoPath.split(sep);
  return parts[0] === 'apps' && APPS.includes(parts[1]) ? parts[1] : undefined;
}

/** Why `specifier`, imported by the app `app` from `file`, is refused; undefined when it is allowed. */
export function refusal(app, file, specifier) {
  if (specifier.startsWith('.')) {
    const target = relative(root, resolve(dirname(file), specifier));
    const other = appOf(target);
    if (other && other !== app)
      return `apps/${app} may not import apps/${other}'s files: move what both need into a package`;
    if (target.split(sep)[0] === 'packages')
      return `apps/${app} imports packages through their exports (@formwright/<name>/…), never by path`;
    return undefined;
  }
  const m = /^@formwright\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!m || !APPS.includes(m[1]) || m[1] === app) return undefined;
  if (!m[2] && (ALLOWED_ENTRIES[app] ?? []).includes(specifier)) return undefined;
  return `apps/${app} may not import ${specifier}: an app imports no other app (move what both need into a package)`;
}

export default {
  rules: {
    'apps-stand-alone': {
      meta: {
        type: 'problem',
        docs: { description: "an app imports no other app's files, and packages only through their exports" },
        schema: [],
      },
      create(context) {
        const file = context.filename;
        const app = appOf(relative(root, file));
        if (!app) return {};
        const check = (node) => {
          const source = node.source;
          if (!source || typeof source.value !== 'string') return;
          const why = refusal(app, file, source.value);
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
