/**
 * What the list screens (data providers, user and provider administration) show around a list read from
 * the server: the failure of the last call as an alert, 'Loading, please wait...' until the list arrives
 * (nothing while a failed load is announced), the empty-list text, else the list itself.
 */
import type { ReactNode } from 'react';

/** The message of a failed call. */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The failure of the screen's last server call, announced; nothing when there is none. */
export function FailureAlert({ failure }: { readonly failure: string | undefined }) {
  return failure === undefined ? null : (
    <p role="alert" className="fw-error">
      {failure}
    </p>
  );
}

/** A list from the server in its three states: loading, empty, shown by `children`. */
export function ServerList<T>(props: {
  readonly items: readonly T[] | undefined;
  readonly failure: string | undefined;
  /** The empty-list text (default 'Currently no data available'). */
  readonly empty?: string;
  readonly children: (items: readonly T[]) => ReactNode;
}) {
  if (props.items === undefined)
    return props.failure === undefined ? <p className="fw-empty">Loading, please wait...</p> : null;
  if (props.items.length === 0)
    return <p className="fw-empty">{props.empty ?? 'Currently no data available'}</p>;
  return props.children(props.items);
}

/** A column heading: shown, or `{ hidden }` for a column of controls named only for screen readers. */
export type Column = string | { readonly hidden: string };

/** The table of a list screen: its column headings and `children` as the rows. */
export function ListTable(props: { readonly columns: readonly Column[]; readonly children: ReactNode }) {
  return (
    <table className="fw-table">
      <thead>
        <tr>
          {props.columns.map((c) =>
            typeof c === 'string' ? (
              <th key={c} scope="col">
                {c}
              </th>
            ) : (
              <th key={c.hidden} scope="col">
                <span className="fw-visually-hidden">{c.hidden}</span>
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
    </table>
  );
}
