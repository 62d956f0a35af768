/**
 * Labelled fields: an input, or any control in the shared frame (its label, hint and error). Apart from
 * ui.tsx, which every page loads first, since only lazily loaded screens and dialogs have forms.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as css from './ui.css.ts';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string | null;
  hintValid?: boolean;
  error?: string | null;
}

/** What the control inside a FieldShell carries: the id its label points at, and the note that describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The frame every labelled control shares: its label, the control, and its hint or error announced with it. */
export function FieldShell({ label, hint, hintValid, error, children }: {
  label: string;
  hint?: string | null;
  hintValid?: boolean;
  error?: string | null;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': note ? noteId : undefined })}
      {note ? (
        <p id={noteId} className={error ? css.errorText : hintValid ? css.hintValid : css.hint} role={error ? 'alert' : undefined}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** An input with its label tied to it and its hint or error announced with it. */
export function Field({ label, hint, hintValid, error, ...input }: FieldProps) {
  return (
    <FieldShell label={label} hint={hint} hintValid={hintValid} error={error}>
      {(control) => <input {...control} className={css.input} {...input} />}
    </FieldShell>
  );
}
