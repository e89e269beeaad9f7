/**
 * The live report beside the preview (docs/designer.md#the-live-report): the report as rich text with the
 * removed text struck through in place, then what the radiologist's system gets (the `#Report` text, the
 * sections, the diagnostic codes, the worklist attributes and free fields). It follows the preview's store:
 * every keystroke that makes a new store and every change in the form. A part that fails shows its error
 * where it would be; the rest is still shown.
 */
import {
  Component,
  Fragment,
  useDeferredValue,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { nodesToPlainText, type FormSnapshot, type FormStore, type RichNode } from '@formwright/core/runtime';
import {
  annotatedNodes,
  DEL_CLOSE,
  DEL_OPEN,
  ERR_CLOSE,
  ERR_OPEN,
  liveReportOf,
  part,
  type HostField,
  type Part,
  type Removal,
} from './liveReport';
import './liveReport.css';

const noSubscribe = () => () => undefined;

/** Shown in place of a part that could not be worked out or drawn. */
export function PartError({ what, error }: { readonly what: string; readonly error: string }) {
  return (
    <p className="fw-live-report__error" role="alert">
      {what} could not be shown: {error}
    </p>
  );
}

/** Keeps a failing part's rendering to itself. */
class PartBoundary extends Component<
  { readonly what: string; readonly children: ReactNode },
  { error?: string }
> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  override render() {
    return this.state.error !== undefined ? (
      <PartError what={this.props.what} error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}

/** Turns the annotated tree into elements: text between the marks is struck through or shown as an error. */
class Marked {
  private mode: 'kept' | 'del' | 'err' = 'kept';
  private removal = 0;
  private key = 0;
  constructor(private readonly removals: readonly Removal[]) {}

  text(text: string): ReactNode[] {
    const out: ReactNode[] = [];
    let run = '';
    const flush = () => {
      if (run === '') return;
      const k = this.key++;
      if (this.mode === 'kept') out.push(<Fragment key={k}>{run}</Fragment>);
      else if (this.mode === 'err')
        out.push(
          <span key={k} className="fw-live-report__failed" role="note">
            {run}
          </span>,
        );
      else {
        const r = this.removals[this.removal - 1];
        out.push(
          <del
            key={k}
            title={r ? `${r.reason} (${r.site}, line ${r.line})` : 'removed'}
            data-fw-site={r?.site}
          >
            {run}
          </del>,
        );
      }
      run = '';
    };
    for (const ch of text) {
      if (ch === DEL_OPEN || ch === ERR_OPEN) {
        flush();
        this.mode = ch === DEL_OPEN ? 'del' : 'err';
        if (ch === DEL_OPEN) this.removal++;
      } else if (ch === DEL_CLOSE || ch === ERR_CLOSE) {
        flush();
        this.mode = 'kept';
      } else run += ch;
    }
    flush();
    return out;
  }

  nodes(nodes: readonly RichNode[]): ReactNode[] {
    return nodes.flatMap((n) => this.node(n));
  }

  private node(n: RichNode): ReactNode[] {
    const k = this.key++;
    if (n.kind === 'text') return this.text(n.text);
    if (n.kind === 'style') {
      const inner = this.nodes(n.children);
      switch (n.tag) {
        case 'b':
        case 'strong':
          return [<strong key={k}>{inner}</strong>];
        case 'i':
        case 'em':
          return [<em key={k}>{inner}</em>];
        case 'small':
          return [<small key={k}>{inner}</small>];
        default:
          return [
            <span key={k} className={`fw-live-report__${n.tag}`}>
              {inner}
            </span>,
          ];
      }
    }
    if (n.asText) return this.text(nodesToPlainText([n]));
    return [
      <table key={k} className="fw-live-report__table">
        <tbody>
          {n.rows.map((row, r) => (
            <tr key={r}>
              {row.cells.map((cell, c) =>
                row.header ? <th key={c}>{this.nodes(cell)}</th> : <td key={c}>{this.nodes(cell)}</td>,
              )}
            </tr>
          ))}
        </tbody>
      </table>,
    ];
  }
}

/** Annotated markup as elements. */
function MarkedText({
  markup,
  removals,
  reportVersion,
}: {
  readonly markup: string;
  readonly removals: readonly Removal[];
  readonly reportVersion: 'v1' | 'v2';
}) {
  return <>{new Marked(removals).nodes(annotatedNodes(markup, reportVersion))}</>;
}

/** One titled block whose content may have failed. */
function Block<T>({
  title,
  value,
  children,
}: {
  readonly title: string;
  readonly value: Part<T>;
  readonly children: (value: T) => ReactNode;
}) {
  return (
    <section className="fw-live-report__block" aria-label={title}>
      <h3>{title}</h3>
      <PartBoundary what={title}>
        {value.ok ? children(value.value) : <PartError what={title} error={value.error} />}
      </PartBoundary>
    </section>
  );
}

function FieldTable({
  rows,
  kind,
}: {
  readonly rows: readonly HostField[];
  readonly kind: 'worklist' | 'free';
}) {
  if (rows.length === 0)
    return <p className="fw-empty">{kind === 'worklist' ? 'No worklist attributes.' : 'No free fields.'}</p>;
  return (
    <table className="fw-table">
      <thead>
        <tr>
          <th scope="col">{kind === 'worklist' ? 'Attribute' : 'Free field'}</th>
          <th scope="col">Id</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((f, i) => (
          <tr key={`${f.id}-${i}`}>
            <td>{f.target}</td>
            <td>{f.id}</td>
            <td>
              {f.value === '' ? (
                <span className="fw-live-report__none">
                  {f.whenEmpty === 'clear'
                    ? '(empty: clears the field)'
                    : f.whenEmpty
                      ? '(empty: left as is)'
                      : '(empty)'}
                </span>
              ) : (
                f.value
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The live report of a snapshot (exported for tests). */
export function LiveReportView({ snapshot }: { readonly snapshot: FormSnapshot }) {
  const content = useMemo(() => part(() => liveReportOf(snapshot)), [snapshot]);
  if (!content.ok) return <PartError what="The live report" error={content.error} />;
  const c = content.value;
  return (
    <>
      <Block title="Report" value={c.annotated}>
        {(a) => (
          <>
            <div className="fw-live-report__rich" data-fw-live="report">
              {a.markup === '' ? (
                <span className="fw-live-report__none">(the report is empty)</span>
              ) : (
                <MarkedText markup={a.markup} removals={a.removals} reportVersion={c.reportVersion} />
              )}
            </div>
            {a.elsewhere.length > 0 ? (
              <ul className="fw-live-report__elsewhere" aria-label="Removed inside values">
                {a.elsewhere.map((e) => (
                  <li key={e.site}>
                    <span className="fw-live-report__site">{e.site}</span>{' '}
                    <MarkedText markup={e.markup} removals={e.removals} reportVersion={c.reportVersion} />
                  </li>
                ))}
              </ul>
            ) : null}
            {a.removals.length > 0 || a.elsewhere.length > 0 ? (
              <p className="fw-hint">Struck-through text is not in the report; hover it to see why.</p>
            ) : null}
          </>
        )}
      </Block>
      <Block title="Report text (#Report)" value={c.text}>
        {(text) => (
          <pre className="fw-live-report__text" data-fw-live="text" tabIndex={0}>
            {text}
          </pre>
        )}
      </Block>
      <Block title="Sections" value={c.sections}>
        {(sections) =>
          sections.length === 0 ? (
            <p className="fw-empty">The report has no sections.</p>
          ) : (
            <dl className="fw-live-report__sections">
              {sections.map((s) => (
                <div key={s.id} data-fw-section={s.id}>
                  <dt>{s.id}</dt>
                  <dd>{s.text === '' ? <span className="fw-live-report__none">(empty)</span> : s.text}</dd>
                </div>
              ))}
            </dl>
          )
        }
      </Block>
      <Block title="Diagnostic codes" value={c.codes}>
        {(codes) =>
          codes === undefined ? (
            <p className="fw-empty">The form has no diagnostic codes.</p>
          ) : codes === '' ? (
            <p className="fw-live-report__none">(no codes at the moment)</p>
          ) : (
            <pre className="fw-live-report__text" data-fw-live="codes">
              {codes}
            </pre>
          )
        }
      </Block>
      <Block title="Worklist attributes" value={c.worklist}>
        {(rows) => <FieldTable rows={rows} kind="worklist" />}
      </Block>
      <Block title="Free fields" value={c.freeFields}>
        {(rows) => <FieldTable rows={rows} kind="free" />}
      </Block>
    </>
  );
}

/** The live report of the preview's store (nothing before the first form). */
export function LiveReport({ store }: { readonly store: FormStore | undefined }) {
  const snapshot = useSyncExternalStore(store?.subscribe ?? noSubscribe, () => store?.getSnapshot());
  // Typing in the form and in the editor goes first; the report follows as soon as React is free.
  const shown = useDeferredValue(snapshot);
  // For the designer bench and browser tests: when the report last showed a new snapshot.
  useEffect(() => {
    if (shown)
      (window as { formwrightReportPerf?: { at: number } }).formwrightReportPerf = { at: performance.now() };
  }, [shown]);
  return (
    <aside className="fw-live-report" aria-label="Live report">
      <h2 className="fw-live-report__title">Live report</h2>
      <PartBoundary what="The live report">
        {shown ? <LiveReportView snapshot={shown} /> : <p className="fw-empty">No form yet.</p>}
      </PartBoundary>
    </aside>
  );
}
