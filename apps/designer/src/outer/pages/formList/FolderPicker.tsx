/**
 * The keyboard's way to drag (docs/designer.md, drag and drop): 'Move to…' or 'Copy to…' opens this
 * dialog, which lists only the folders the role rules allow for that form or folder. Arrow keys pick
 * one, Enter moves or copies, Escape cancels.
 */
import { Button, Dialog, Heading, ListBox, ListBoxItem, Modal, ModalOverlay } from 'react-aria-components';

/** One folder offered. */
export interface PickerTarget {
  readonly key: string;
  /** The folder's path, 'Demo Hospital / Lungs'. */
  readonly label: string;
}

/** Props of FolderPicker. */
export interface FolderPickerProps {
  /** 'Move Nodule size to…' */
  readonly title: string;
  readonly targets: readonly PickerTarget[];
  readonly onPick: (key: string) => void;
  readonly onClose: () => void;
}

/** The dialog, open while mounted. */
export function FolderPicker({ title, targets, onPick, onClose }: FolderPickerProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="fw-dialog-backdrop"
    >
      <Modal className="fw-dialog">
        <Dialog aria-label={title} className="fw-folder-picker">
          <Heading slot="title" className="fw-dialog-title">
            {title}
          </Heading>
          {targets.length === 0 ? (
            <p className="fw-empty">No folder can take it.</p>
          ) : (
            <ListBox
              aria-label="Folders"
              className="fw-picker-list"
              selectionMode="none"
              autoFocus="first"
              items={targets.map((t) => ({ id: t.key, ...t }))}
              onAction={(key) => onPick(String(key))}
            >
              {(t) => (
                <ListBoxItem id={t.id} textValue={t.label} className="fw-picker-item">
                  {t.label}
                </ListBoxItem>
              )}
            </ListBox>
          )}
          <div className="fw-toolbar">
            <Button onPress={onClose}>Cancel</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
