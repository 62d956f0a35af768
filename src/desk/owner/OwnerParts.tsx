/** Pieces every owner screen shows: the loading line, the load failure with Try Again, a form's problem. */
import { ownerTexts } from '../../../domain/desk/ownerTexts.ts';
import { Button } from '../../components/ui.tsx';
import * as css from './owner.css.ts';

export function Loading() {
  return <p role="status">{ownerTexts.loading}</p>;
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <p className={css.problem}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {ownerTexts.tryAgain}
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
