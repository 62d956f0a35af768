/** A password input with its label, hint or error, and a Show / Hide button (spec section 2, /login). */
import { useId, useState, type InputHTMLAttributes } from 'react';
import * as ui from './ui.css.ts';
import * as css from './PasswordField.css.ts';
import { messages } from '../../domain/messages.ts';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string | null;
  error?: string | null;
}

export function PasswordField({ label, hint, error, ...input }: PasswordFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const [visible, setVisible] = useState(false);
  const note = error ?? hint;
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className={css.row}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${ui.input} ${css.input}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          {...input}
        />
        <button
          type="button"
          className={css.toggle}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? messages.hideNamed(label) : messages.showNamed(label)}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? messages.hidePassword : messages.showPassword}
        </button>
      </div>
      {note ? (
        <p id={noteId} className={error ? ui.errorText : ui.hint} role={error ? 'alert' : undefined}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
