/** A select with its label tied to it and its hint or error announced with it (the select twin of Field). */
import { useId, type SelectHTMLAttributes } from 'react';
import * as css from './ui.css.ts';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice such as "Select a pin code". */
  placeholder?: string;
  hint?: string | null;
  error?: string | null;
}

export function SelectField({ label, options, placeholder, hint, error, ...select }: SelectFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select id={id} className={css.input} aria-invalid={error ? true : undefined} aria-describedby={note ? noteId : undefined} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {note ? (
        <p id={noteId} className={error ? css.errorText : css.hint} role={error ? 'alert' : undefined}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
