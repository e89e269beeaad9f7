/**
 * The forms of the selected folder (docs/designer.md, form list screen): Name, Version, Modified and the
 * row's actions (Versions, Move to… / Copy to…, Delete or Restore). A row is dragged onto a folder of
 * the tree; 'Move to…' and 'Copy to…' are the keyboard's way to do the same.
 */
import type { MutableRefObject, ReactNode } from 'react';
import { useDrag } from 'react-aria-components';
import { Link } from 'react-router';
import { editorPath } from '../../routes';
import { dragItemOf } from './dragData';
import type { Dragged } from '@formwright/api';
import { formatModified, type FormRow } from './formRows';

/** What a row may do, decided by the page. */
export interface RowAbilities {
  /** The name opens the form (true) or asks to copy it first (false). */
  readonly opens: boolean;
  readonly versions: boolean;
  readonly move: boolean;
  readonly copy: boolean;
  readonly remove: boolean;
}

/** Props of FormTable. */
export interface FormTableProps {
  readonly rows: readonly FormRow[];
  readonly abilities: (row: FormRow) => RowAbilities;
  readonly dragging: MutableRefObject<Dragged | null>;
  readonly canDrag: (row: FormRow) => boolean;
  readonly onCopyPrompt: (row: FormRow) => void;
  readonly onVersions: (row: FormRow) => void;
  readonly onPick: (row: FormRow, action: 'move' | 'copy') => void;
  readonly onDelete: (row: FormRow, deleted: boolean) => void;
}

/** The dragged description of a form row. */
export function draggedForm(row: FormRow): Dragged {
  return { kind: 'form', tree: row.tree, id: row.id, parentId: row.folderId };
}

function Row({ row, props }: { row: FormRow; props: FormTableProps }) {
  const can = props.abilities(row);
  const { dragProps, isDragging } = useDrag({
    getItems: () => [dragItemOf(draggedForm(row), row.name)],
    getAllowedDropOperations: () => ['move', 'copy'],
    onDragStart: () => {
      props.dragging.current = draggedForm(row);
    },
    onDragEnd: () => {
      props.dragging.current = null;
    },
    isDisabled: !props.canDrag(row),
  });
  // Only the pointer's drag: the row's buttons keep Enter and clicks (the keyboard moves with 'Move to…').
  const { draggable, onDragStart, onDrag, onDragEnd } = dragProps;
  const mouseDragProps = { draggable, onDragStart, onDrag, onDragEnd };
  let name: ReactNode;
  if (row.deleted) name = <span className="fw-deleted-name">{row.name}</span>;
  else if (can.opens) name = <Link to={editorPath(row.id, row.version)}>{row.name}</Link>;
  else
    name = (
      <button type="button" className="fw-link-button" onClick={() => props.onCopyPrompt(row)}>
        {row.name}
      </button>
    );
  const nameId = `fw-form-name-${row.tree}-${row.id}`;
  return (
    <tr
      {...mouseDragProps}
      className={
        [isDragging ? 'fw-dragging' : '', row.deleted ? 'fw-deleted' : ''].join(' ').trim() || undefined
      }
    >
      <td id={nameId}>
        {name}
        {row.deleted ? <span className="fw-tag"> (deleted)</span> : null}
        {row.siteName ? <span className="fw-muted"> — {row.siteName}</span> : null}
      </td>
      <td>{row.version ?? ''}</td>
      <td>{formatModified(row.modified)}</td>
      <td className="fw-row-actions">
        {can.versions ? (
          <button type="button" aria-label={`Versions of ${row.name}`} onClick={() => props.onVersions(row)}>
            Versions
          </button>
        ) : null}
        {can.move && !row.deleted ? (
          <button type="button" aria-describedby={nameId} onClick={() => props.onPick(row, 'move')}>
            Move to…
          </button>
        ) : null}
        {can.copy && !row.deleted ? (
          <button type="button" aria-describedby={nameId} onClick={() => props.onPick(row, 'copy')}>
            Copy to…
          </button>
        ) : null}
        {can.remove ? (
          <button type="button" aria-describedby={nameId} onClick={() => props.onDelete(row, !row.deleted)}>
            {row.deleted ? 'Restore' : 'Delete'}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** The table of forms. */
export function FormTable(props: FormTableProps) {
  return (
    <table className="fw-table fw-forms-table" aria-label="Forms">
      <thead>
        <tr>
          <th>Name</th>
          <th>Version</th>
          <th>Modified</th>
          <th>
            <span className="fw-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <Row key={`${row.tree}:${row.id}`} row={row} props={props} />
        ))}
      </tbody>
    </table>
  );
}
