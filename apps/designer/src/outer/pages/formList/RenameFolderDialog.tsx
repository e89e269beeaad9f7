/** The folder toolbox's Rename: a small dialog with the folder's name; Enter saves, Escape cancels. */
import { useState } from 'react';
import {
  Button,
  Dialog,
  Form,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components';

/** Props of RenameFolderDialog. */
export interface RenameFolderDialogProps {
  readonly name: string;
  readonly onRename: (name: string) => void;
  readonly onClose: () => void;
}

/** The dialog, open while mounted. */
export function RenameFolderDialog({ name, onRename, onClose }: RenameFolderDialogProps) {
  const [text, setText] = useState(name);
  const trimmed = text.trim();
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="fw-dialog-backdrop"
    >
      <Modal className="fw-dialog">
        <Dialog aria-label="Rename folder">
          <Heading slot="title" className="fw-dialog-title">
            Rename folder
          </Heading>
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              if (trimmed !== '') onRename(trimmed);
            }}
          >
            <TextField value={text} onChange={setText} autoFocus className="fw-field">
              <Label>Folder name</Label>
              <Input />
            </TextField>
            <div className="fw-toolbar">
              <Button type="submit" isDisabled={trimmed === ''}>
                Save
              </Button>
              <Button onPress={onClose}>Cancel</Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
