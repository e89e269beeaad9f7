/** A labelled text box of TemplateView (the label beside the box, so the name is the label alone, not its text too). */
import { useId } from 'react';

/** The box and its label. */
export function TextBox(props: {
  readonly label: string;
  readonly rows: number;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="fw-template-view-field">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        spellCheck={false}
        rows={props.rows}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
