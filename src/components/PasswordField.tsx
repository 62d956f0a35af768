/** A password input with its label, hint or error, and a Show / Hide button (spec section 2, /login). */
import { useState, type InputHTMLAttributes } from 'react';
import { FieldShell } from './ui.tsx';
import * as ui from './ui.css.ts';
import * as css from './PasswordField.css.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { useTexts } from '../app/texts.ts';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string | null;
  error?: string | null;
}

export function PasswordField({ label, hint, error, ...input }: PasswordFieldProps) {
  const accountTexts = useTexts(englishAccountTexts);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(control) => (
        <div className={css.row}>
          <input {...control} type={visible ? 'text' : 'password'} className={`${ui.input} ${css.input}`} {...input} />
          <button
            type="button"
            className={css.toggle}
            aria-controls={control.id}
            aria-pressed={visible}
            aria-label={visible ? accountTexts.hideNamed(label) : accountTexts.showNamed(label)}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? accountTexts.hidePassword : accountTexts.showPassword}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
