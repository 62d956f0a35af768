/** Any unknown path: the 404 page with Back to Home and Go Back (spec section 2). */
import { notFoundTexts as englishNotFoundTexts } from '../../domain/messages/notFound.ts';
import { Button, ButtonLink } from '../components/ui.tsx';
import * as css from './NotFoundScreen.css.ts';
import { useTexts } from '../app/texts.ts';

export default function NotFoundScreen() {
  const notFoundTexts = useTexts(englishNotFoundTexts);
  return (
    <section className={css.page} aria-labelledby="not-found-title">
      <p className={css.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={css.title}>
        {notFoundTexts.pageNotFound}
      </h1>
      <p className={css.text}>{notFoundTexts.notFoundLead}</p>
      <div className={css.actions}>
        <ButtonLink href="/">{notFoundTexts.backToHome}</ButtonLink>
        <Button variant="secondary" onClick={() => window.history.back()}>
          {notFoundTexts.goBack}
        </Button>
      </div>
    </section>
  );
}
