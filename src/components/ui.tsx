/** Small shared pieces: buttons, labelled fields, a page heading with a back button. */
import { useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { pageTitle } from './layout.css.ts';
import * as css from './ui.css.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { useTexts } from '../app/texts.ts';

export function Button({
  variant = 'primary',
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof css.button }) {
  return <button type="button" {...props} className={className ? `${css.button[variant]} ${className}` : css.button[variant]} />;
}

export function ButtonLink({ href, children, variant = 'primary' }: { href: string; children: ReactNode; variant?: keyof typeof css.button }) {
  return (
    <Link href={href} className={css.button[variant]}>
      {children}
    </Link>
  );
}

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

/** A page heading; `back` is where the back button goes (a path), or 'history'. */
export function PageHeading({ title, back }: { title: string; back?: string | 'history' }) {
  const messages = useTexts(englishMessages);
  const [, navigate] = useLocation();
  return (
    <div>
      {back ? (
        <Button variant="ghost" onClick={() => (back === 'history' ? window.history.back() : navigate(back))}>
          {messages.backAction}
        </Button>
      ) : null}
      <h1 className={pageTitle}>{title}</h1>
    </div>
  );
}
