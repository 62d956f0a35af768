/** A select with its label tied to it and its hint or error announced with it (the select twin of Field). */
import type { SelectHTMLAttributes } from 'react';
import { FieldShell } from './ui.tsx';
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
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} className={css.input} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
