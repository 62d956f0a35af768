/** Any unknown path: the 404 page with Back to Home and Go Back (spec section 2). */
import { Button, ButtonLink } from '../components/ui.tsx';
import * as css from './NotFoundScreen.css.ts';

export default function NotFoundScreen() {
  return (
    <section className={css.page} aria-labelledby="not-found-title">
      <p className={css.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={css.title}>
        Page not found
      </h1>
      <p className={css.text}>The page you are looking for does not exist or has moved. Our flavours are still here.</p>
      <div className={css.actions}>
        <ButtonLink href="/">Back to Home</ButtonLink>
        <Button variant="secondary" onClick={() => window.history.back()}>
          Go Back
        </Button>
      </div>
    </section>
  );
}
