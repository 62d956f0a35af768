/**
 * A legal text (privacy policy or terms) loaded from the server through the legal machine, sanitised
 * with DOMPurify before it is rendered; on failure, the failure message and the built-in short text.
 * Used by the legal pages; usable in the registration pop-ups too. Give it a key of the document and the
 * shown language when either can change under it, so that each gets its own actor (and asks again).
 */
import { useActorRef, useSelector } from '@xstate/react';
import DOMPurify from 'dompurify';
import { useContext, useMemo } from 'react';
import { LEGAL_ATTRIBUTES, LEGAL_LINK, LEGAL_TAGS } from '../../domain/legalHtml.ts';
import { legalTexts as englishLegalTexts } from '../../domain/messages/legal.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { legalView, type LegalDocument } from '../../machines/legal.ts';
import { useLanguage } from '../app/texts.ts';
import { LegalActorContext } from '../app/legalEffects.ts';
import * as css from './LegalText.css.ts';
import { Button } from './ui.tsx';
import { useTexts } from '../app/texts.ts';

/** The same allow-list as the server's sanitiser (domain/legalHtml.ts): no style, form, script or handler. */
const PURIFY_CONFIG = { ALLOWED_TAGS: [...LEGAL_TAGS], ALLOWED_ATTR: [...LEGAL_ATTRIBUTES], ALLOWED_URI_REGEXP: LEGAL_LINK };

export function LegalText({ document }: { document: LegalDocument }) {
  const legalTexts = useTexts(englishLegalTexts);
  const messages = useTexts(englishMessages);
  const { logic, options } = useContext(LegalActorContext);
  const actor = useActorRef(logic, { ...options, input: { document, language: useLanguage() } });
  // Worked out at each render rather than selected (a selection is kept while the snapshot stays): its
  // title, failure message and built-in text are then those of the language shown now (issue 16).
  const view = legalView(useSelector(actor, (snapshot) => snapshot));
  const rawHtml = view.kind === 'ready' ? view.html : '';
  const html = useMemo(() => (rawHtml ? DOMPurify.sanitize(rawHtml, PURIFY_CONFIG) : ''), [rawHtml]);

  if (view.kind === 'loading') return <p role="status">{legalTexts.loadingDocument(view.title)}</p>;
  if (view.kind === 'failed') {
    return (
      <div className={css.failure} role="alert">
        <p className={css.failureTitle}>{view.message}</p>
        <p className={css.failureText}>{view.text}</p>
        <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
          {messages.screenTryAgain}
        </Button>
      </div>
    );
  }
  return (
    <>
      {view.notice ? <p className={css.notice}>{view.notice}</p> : null}
      <div className={css.text} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
