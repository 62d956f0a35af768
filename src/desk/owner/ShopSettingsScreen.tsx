/**
 * Shop settings (issue 12, point 6): opening hours, and the privacy policy and terms, each written as
 * HTML and shown below as the server saved it (sanitised by the server, and again before rendering).
 */
import { useSelector } from '@xstate/react';
import DOMPurify from 'dompurify';
import type { ActorRefFrom } from 'xstate';
import { ownerTexts } from '../../../domain/desk/ownerTexts.ts';
import { LEGAL_ATTRIBUTES, LEGAL_LINK, LEGAL_TAGS } from '../../../domain/legalHtml.ts';
import { legalDocumentTitles, shopSettingsMachine, type LegalDocumentName } from '../../../machines/desk/shopSettings.ts';
import { Button, Field } from '../../components/ui.tsx';
import { fieldsOf, LoadFailed, Loading, Problem } from './OwnerParts.tsx';
import * as css from './owner.css.ts';

type ShopSettingsActor = ActorRefFrom<typeof shopSettingsMachine>;

const PURIFY_CONFIG = { ALLOWED_TAGS: [...LEGAL_TAGS], ALLOWED_ATTR: [...LEGAL_ATTRIBUTES], ALLOWED_URI_REGEXP: LEGAL_LINK };

function LegalEditor({ actor, document }: { actor: ShopSettingsActor; document: LegalDocumentName }) {
  const saved = useSelector(actor, (snapshot) => snapshot.context.settings?.[document] ?? '');
  const problem = useSelector(actor, (snapshot) => (snapshot.context.legalProblem?.document === document ? snapshot.context.legalProblem.message : null));
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  const title = legalDocumentTitles[document];
  const id = `legal-${document}`;
  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.cardTitle}>
        {title}
      </h2>
      <form
        key={saved}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SAVE_LEGAL', document, html: fieldsOf(event.currentTarget).html ?? '' });
        }}
      >
        <label htmlFor={`${id}-html`}>{ownerTexts.htmlLabel(title)}</label>
        <textarea id={`${id}-html`} name="html" className={css.textArea} defaultValue={saved} />
        <Problem text={problem} />
        <Button type="submit" disabled={!idle}>
          {ownerTexts.saveText(title)}
        </Button>
      </form>
      <h3>{ownerTexts.savedVersion}</h3>
      <div className={css.preview} data-testid={`${id}-saved`} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(saved, PURIFY_CONFIG) }} />
    </section>
  );
}

function HoursForm({ actor }: { actor: ShopSettingsActor }) {
  const hours = useSelector(actor, (snapshot) => snapshot.context.settings?.hours ?? null);
  const problem = useSelector(actor, (snapshot) => snapshot.context.hoursProblem);
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  return (
    <section className={css.card} aria-labelledby="opening-hours">
      <h2 id="opening-hours" className={css.cardTitle}>
        {ownerTexts.openingHours}
      </h2>
      <form
        key={`${hours?.opensAt}-${hours?.closesAt}`}
        noValidate
        className={css.row}
        onSubmit={(event) => {
          event.preventDefault();
          const fields = fieldsOf(event.currentTarget);
          actor.send({ type: 'SAVE_HOURS', opensAt: fields.opensAt ?? '', closesAt: fields.closesAt ?? '' });
        }}
      >
        <Field label={ownerTexts.opensAt} name="opensAt" type="time" defaultValue={hours?.opensAt} />
        <Field label={ownerTexts.closesAt} name="closesAt" type="time" defaultValue={hours?.closesAt} />
        <Button type="submit" disabled={!idle}>
          {ownerTexts.saveHours}
        </Button>
      </form>
      <Problem text={problem} />
    </section>
  );
}

export function ShopSettingsEditor({ actor }: { actor: ShopSettingsActor }) {
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? 'failed' : snapshot.matches('ready') ? 'ready' : 'loading'));
  return (
    <div className={css.page}>
      <h1>{ownerTexts.settingsTitle}</h1>
      {phase === 'failed' ? <LoadFailed message={ownerTexts.settingsLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' ? <Loading /> : null}
      {phase === 'ready' ? (
        <>
          <HoursForm actor={actor} />
          <LegalEditor actor={actor} document="privacy" />
          <LegalEditor actor={actor} document="terms" />
        </>
      ) : null}
    </div>
  );
}
