/** Pieces every owner screen shows: the loading line, the load failure with Try Again, a form's problem, a table. */
import type { ReactNode } from 'react';
import { Button } from '../../components/ui.tsx';
import * as css from './owner.css.ts';
import { deskMessages } from '../../../domain/desk/messages.ts';

export function Loading() {
  return <p role="status">{deskMessages.loading}</p>;
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <p className={css.problem}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {deskMessages.tryAgain}
      </Button>
    </div>
  );
}

export function Problem({ text, id }: { text: string | null; id?: string }) {
  return text ? (
    <p role="alert" id={id} className={css.problem}>
      {text}
    </p>
  ) : null;
}

/** The text fields of a submitted form. */
export const fieldsOf = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** A table's column: its heading, or, for a column of buttons that name themselves, a heading read to screen readers only. */
export interface Column {
  label: string;
  visuallyHidden?: boolean;
}

/** An owner screen's table: the column headings, then the rows (`<tr>` of RowHeading and Cell). */
export function OwnerTable({ columns, children }: { columns: readonly Column[]; children: ReactNode }) {
  return (
    <div className={css.tableScroll}>
      <table className={css.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={css.cell}>
                {column.visuallyHidden ? <span className={css.visuallyHidden}>{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The cell that names its row (a size, a person, a pin code). */
export function RowHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={css.cell}>
      {children}
    </th>
  );
}

export function Cell({ children }: { children: ReactNode }) {
  return <td className={css.cell}>{children}</td>;
}

interface FormCardProps {
  id: string;
  title: string;
  /** A new key (a count of things added, the text saved) starts the form again from its defaults. */
  formKey?: string | number;
  formClassName?: string;
  onFields: (fields: Record<string, string>) => void;
  /** The form's fields and button. */
  children: ReactNode;
  /** What the card shows below the form. */
  after?: ReactNode;
}

/** A card holding one form: its heading, then the form, which hands its text fields to `onFields` when submitted. */
export function FormCard({ id, title, formKey, formClassName, onFields, children, after }: FormCardProps) {
  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.cardTitle}>
        {title}
      </h2>
      <form
        key={formKey}
        noValidate
        className={formClassName}
        onSubmit={(event) => {
          event.preventDefault();
          onFields(fieldsOf(event.currentTarget));
        }}
      >
        {children}
      </form>
      {after}
    </section>
  );
}
