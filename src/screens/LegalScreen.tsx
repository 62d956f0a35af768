/**
 * /privacy-policy and /terms: the legal text loaded from the server (spec sections 2, 7, 8 Legal pages),
 * sanitised before it is shown; its back button returns to /profile, or back in history for a visitor (issue 23).
 */
import { useSelector } from '@xstate/react';
import { legalBack, legalTitle, type LegalDocument } from '../../machines/legal.ts';
import { isLoggedIn } from '../../machines/session.ts';
import { useActors } from '../app/ActorsContext.tsx';
import { useLanguage } from '../app/texts.ts';
import { LegalText } from '../components/LegalText.tsx';
import { PageHeading } from '../components/ui.tsx';
import * as css from './LegalScreen.css.ts';

export default function LegalScreen({ document }: { document: LegalDocument }) {
  const { session } = useActors();
  const back = useSelector(session, (snapshot) => legalBack(isLoggedIn(snapshot)));
  const language = useLanguage();
  return (
    <article className={css.page}>
      <PageHeading title={legalTitle(language, document)} back={back} />
      <LegalText key={`${document}-${language}`} document={document} />
    </article>
  );
}
