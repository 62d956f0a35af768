/**
 * /privacy-policy and /terms: the legal text loaded from the server (spec sections 2, 7, 8 Legal pages),
 * sanitised before it is shown; its back button returns to /profile.
 */
import { legalTitle, type LegalDocument } from '../../machines/legal.ts';
import { LegalText } from '../components/LegalText.tsx';
import { PageHeading } from '../components/ui.tsx';
import * as css from './LegalScreen.css.ts';

export default function LegalScreen({ document }: { document: LegalDocument }) {
  return (
    <article className={css.page}>
      <PageHeading title={legalTitle(document)} back="/profile" />
      <LegalText key={document} document={document} />
    </article>
  );
}
