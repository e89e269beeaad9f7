/**
 * The form open in the editor, for TemplateView's menu link (docs/template-view.md#opening-on-the-edited-form):
 * the editor's frame reports its text on every change (SetUnsaved), the outer app keeps the latest here, and the
 * link hands it to TemplateView in the navigation's state, so TemplateView opens on the form being edited,
 * unsaved changes included, and mounts it. Kept in memory only: nothing of a form is stored by this.
 */

/** The edited form's sources. */
export interface EditedForm {
  readonly spec: string;
  readonly script: string;
  /** The Metadata's title, for the status line. */
  readonly title?: string;
}

let edited: EditedForm | undefined;

/** Remembers the edited form's latest text. */
export function rememberEditedForm(form: EditedForm): void {
  edited = form;
}

/** Forgets the edited form (the editor was left). */
export function forgetEditedForm(): void {
  edited = undefined;
}

/** The edited form's latest text, if an editor has reported one. */
export function editedForm(): EditedForm | undefined {
  return edited;
}

/** Reads the form a navigation's state carries to TemplateView (anything else gives undefined). */
export function editedFormOf(state: unknown): EditedForm | undefined {
  const form = (state as { editedForm?: unknown } | null | undefined)?.editedForm as
    Partial<EditedForm> | undefined;
  if (!form || typeof form.spec !== 'string' || typeof form.script !== 'string') return undefined;
  return {
    spec: form.spec,
    script: form.script,
    ...(typeof form.title === 'string' ? { title: form.title } : {}),
  };
}
