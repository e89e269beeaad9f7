/**
 * The Help tab: script commands (the helper library) and the component property reference, generated
 * from the definitions, with search; and the users guide link. A script command's Copy puts its example
 * into the editor of the open left tab at the cursor; with no editor open there (Generated Code, Json
 * Specification) it says 'No context'.
 */
import { useMemo, useState } from 'react';
import { componentDefinitions, documentedHelpers } from '@formwright/core/authoring';
import { helperSignature } from '../editor/completion';

/** One help entry. */
export interface HelpEntry {
  readonly title: string;
  readonly group: 'Script commands' | 'Components';
  readonly text: string;
  readonly details: readonly { readonly name: string; readonly text: string }[];
  /** What Copy puts into the editor (script commands: the example call). */
  readonly copy?: string;
}

/** The alert when Copy finds no editor to put the text into. */
export const NO_CONTEXT = 'No context';

/** Every help entry: helpers by signature, components with their properties. */
export function helpEntries(): HelpEntry[] {
  return [
    ...documentedHelpers.map((h): HelpEntry => ({
      title: helperSignature(h),
      group: 'Script commands',
      text: h.description,
      details: [{ name: 'Example', text: h.example }],
      copy: h.example,
    })),
    ...componentDefinitions.map((d): HelpEntry => ({
      title: d.type,
      group: 'Components',
      text: d.description,
      details: Object.entries(d.properties).map(([name, s]) => ({ name, text: s.description })),
    })),
  ];
}

/** Entries whose title, text or detail contains every word of `query` (case-insensitive). */
export function searchHelp(entries: readonly HelpEntry[], query: string): HelpEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((e) => {
    const hay = [e.title, e.text, ...e.details.flatMap((d) => [d.name, d.text])].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** The Help tab. */
export function HelpTab({
  onOpenGuide,
  onCopy,
}: {
  onOpenGuide: () => void;
  /** Puts the text into the open editor; false when there is none. */
  onCopy: (text: string) => boolean;
}) {
  const all = useMemo(helpEntries, []);
  const [query, setQuery] = useState('');
  const shown = searchHelp(all, query);
  return (
    <div className="fw-help-tab">
      <input
        type="search"
        aria-label="Search help"
        placeholder="Search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="button" className="fw-link" onClick={onOpenGuide}>
        Users guide
      </button>
      {(['Script commands', 'Components'] as const).map((group) => (
        <section key={group}>
          <h3>{group}</h3>
          {shown
            .filter((e) => e.group === group)
            .map((e) => (
              <details key={e.title}>
                <summary>
                  <strong>{e.title}</strong> {e.text}
                </summary>
                {e.copy !== undefined ? (
                  <button
                    type="button"
                    aria-label={`Copy ${e.title}`}
                    onClick={() => {
                      if (!onCopy(e.copy!)) window.alert(NO_CONTEXT);
                    }}
                  >
                    Copy
                  </button>
                ) : null}
                <dl>
                  {e.details.map((d) => (
                    <div key={d.name}>
                      <dt>{d.name}</dt>
                      <dd>{d.text}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            ))}
        </section>
      ))}
    </div>
  );
}
