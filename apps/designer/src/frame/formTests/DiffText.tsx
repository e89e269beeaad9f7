/**
 * A unified difference on screen (the Tests tab): removed lines (the expected text) in the error colour,
 * added lines (the actual output) in the accent colour, the hunk headers muted; each line also keeps its
 * '-' / '+' mark, so the difference reads without colour too.
 */

/** The kind of one line of a unified difference. */
export type DiffLineKind = 'file' | 'hunk' | 'removed' | 'added' | 'same';

/** What a line of a unified difference is, by its first characters. */
export function diffLineKind(line: string): DiffLineKind {
  if (line.startsWith('--- ') || line.startsWith('+++ ')) return 'file';
  if (line.startsWith('@@')) return 'hunk';
  if (line.startsWith('-')) return 'removed';
  if (line.startsWith('+')) return 'added';
  return 'same';
}

/** The difference, one coloured line each. */
export function DiffText({ diff, label }: { diff: string; label: string }) {
  const lines = diff.replace(/\n$/, '').split('\n');
  return (
    <pre className="fw-diff" aria-label={label}>
      {lines.map((line, i) => (
        <span key={i} className={`fw-diff-${diffLineKind(line)}`}>
          {line}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}
