/**
 * The folder tree of the form list (docs/designer.md, form list screen): the site's folders, Shared and
 * the curated folders in one React Aria tree (arrow keys, type-ahead, visible focus). Selecting a folder
 * lists its forms. Folders are dragged onto folders, and forms from the table are dropped on them,
 * under the role rules of dragRules.ts: a target the rules refuse does not accept the drop.
 */
import type { MutableRefObject } from 'react';
import {
  Button,
  Tree,
  TreeItem,
  TreeItemContent,
  useDragAndDrop,
  type DropTarget as AriaDropTarget,
  type Key,
  type Selection,
} from 'react-aria-components';
import type { Role } from '../../session/roles';
import { dragItemOf, draggedOf, FOLDER_TYPE, FORM_TYPE } from './dragData';
import { dropAction, type DropAction, type Dragged, type ParentOf } from '@formwright/api';
import type { FolderNode } from './folderTree';

/** Props of FolderTree. */
export interface FolderTreeProps {
  readonly nodes: readonly FolderNode[];
  readonly index: ReadonlyMap<string, FolderNode>;
  readonly selectedKey: string;
  readonly onSelect: (key: string) => void;
  readonly expanded: ReadonlySet<string>;
  readonly onExpandedChange: (keys: Set<string>) => void;
  readonly role: Role;
  readonly parentOf: ParentOf;
  /** What is being dragged right now (the table and the tree both set it). */
  readonly dragging: MutableRefObject<Dragged | null>;
  /** Carries out an allowed drop. */
  readonly onDrop: (dragged: Dragged, target: FolderNode, action: Exclude<DropAction, 'none'>) => void;
}

/** The dragged description of a folder node (the Shared node, the one without an id, drops nowhere). */
export function draggedFolder(node: FolderNode): Dragged {
  return { kind: 'folder', tree: node.tree, id: node.id ?? 0, parentId: node.parentId };
}

/** The tree. */
export function FolderTree(props: FolderTreeProps) {
  const { index, role, parentOf, dragging, onDrop } = props;

  const actionOn = (target: AriaDropTarget, dragged: Dragged | null): DropAction => {
    if (!dragged || target.type !== 'item' || target.dropPosition !== 'on') return 'none';
    const node = index.get(String(target.key));
    return node ? dropAction(role, dragged, { tree: node.tree, id: node.id }, parentOf) : 'none';
  };

  const { dragAndDropHooks } = useDragAndDrop<FolderNode>({
    getItems: (keys) =>
      [...keys].flatMap((key) => {
        const node = index.get(String(key));
        return node && node.tree !== 'shared' && node.parentId !== null
          ? [dragItemOf(draggedFolder(node), node.name)]
          : [];
      }),
    getAllowedDropOperations: () => ['move'],
    onDragStart: (e) => {
      const node = index.get(String([...e.keys][0]));
      dragging.current = node ? draggedFolder(node) : null;
    },
    onDragEnd: () => {
      dragging.current = null;
    },
    acceptedDragTypes: [FORM_TYPE, FOLDER_TYPE],
    shouldAcceptItemDrop: (target) => actionOn(target, dragging.current) !== 'none',
    getDropOperation: (target, _types, allowed) => {
      const action = actionOn(target, dragging.current);
      return action !== 'none' && allowed.includes(action) ? action : 'cancel';
    },
    onItemDrop: async (e) => {
      const dragged = dragging.current ?? (await draggedOf(e.items));
      dragging.current = null;
      const node = index.get(String(e.target.key));
      if (!dragged || !node) return;
      const action = dropAction(role, dragged, { tree: node.tree, id: node.id }, parentOf);
      if (action !== 'none') onDrop(dragged, node, action);
    },
  });

  const renderNode = (node: FolderNode) => (
    <TreeItem
      key={node.key}
      id={node.key}
      textValue={node.name}
      className="fw-tree-item"
      data-tutorial={node.depth === 1 ? `tree-${node.tree}` : undefined}
    >
      <TreeItemContent>
        {({ hasChildItems, isExpanded, level }) => (
          <div className="fw-tree-row" style={{ paddingInlineStart: `${(level - 1) * 14 + 4}px` }}>
            {hasChildItems ? (
              <Button
                slot="chevron"
                className="fw-tree-chevron"
                aria-label={isExpanded ? 'Collapse' : 'Expand'}
              >
                <span aria-hidden="true">{isExpanded ? '▾' : '▸'}</span>
              </Button>
            ) : (
              <span className="fw-tree-chevron-space" aria-hidden="true" />
            )}
            <span className={node.depth === 1 ? 'fw-tree-name fw-tree-section' : 'fw-tree-name'}>
              {node.name}
            </span>
          </div>
        )}
      </TreeItemContent>
      {node.children.map(renderNode)}
    </TreeItem>
  );

  return (
    <Tree
      aria-label="Folders"
      className="fw-tree"
      selectionMode="single"
      selectionBehavior="replace"
      disallowEmptySelection
      selectedKeys={[props.selectedKey]}
      onSelectionChange={(keys: Selection) => {
        if (keys === 'all') return;
        const key: Key | undefined = [...keys][0];
        if (key !== undefined) props.onSelect(String(key));
      }}
      expandedKeys={props.expanded}
      onExpandedChange={(keys) => props.onExpandedChange(new Set([...keys].map(String)))}
      dragAndDropHooks={dragAndDropHooks}
    >
      {props.nodes.map(renderNode)}
    </Tree>
  );
}
