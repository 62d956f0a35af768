/**
 * Shop settings (issue 12, point 6): opening hours, the shop's UPI id and payee name (issue 13), the shop's
 * name, address and phone the ticket prints (issue 27, point 6), and the
 * privacy policy and terms, each written as HTML and shown below as the server saved it (sanitised by the
 * server, and again before rendering), in the language the owner chooses (issue 24).
 */
import { useSelector } from '@xstate/react';
import DOMPurify from 'dompurify';
import type { ActorRefFrom } from 'xstate';
import { LEGAL_ATTRIBUTES, LEGAL_LINK, LEGAL_TAGS } from '../../../domain/legalHtml.ts';
import { LANGUAGE_NAMES, LANGUAGES, languageOf } from '../../../domain/locale.ts';
import { legalDocumentTitles, shopSettingsMachine, type LegalDocumentName } from '../../../machines/desk/shopSettings.ts';
import { Button, Field, FieldShell } from '../../components/ui.tsx';
import { FormCard, LoadFailed, Loading, Problem } from './OwnerParts.tsx';
import * as css from './owner.css.ts';
import { ownerMessages } from '../../../domain/desk/messages.ts';

type ShopSettingsActor = ActorRefFrom<typeof shopSettingsMachine>;

const PURIFY_CONFIG = { ALLOWED_TAGS: [...LEGAL_TAGS], ALLOWED_ATTR: [...LEGAL_ATTRIBUTES], ALLOWED_URI_REGEXP: LEGAL_LINK };

function LegalLanguageChoice({ actor }: { actor: ShopSettingsActor }) {
  const language = useSelector(actor, (snapshot) => snapshot.context.legalLanguage);
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  return (
    <FieldShell label={ownerMessages.legalLanguage}>
      {(control) => (
        <select
          {...control}
          className={css.textInput}
          value={language}
          disabled={!idle}
          onChange={(event) => actor.send({ type: 'CHOOSE_LEGAL_LANGUAGE', language: languageOf(event.target.value) })}
        >
          {LANGUAGES.map((choice) => (
            <option key={choice} value={choice}>
              {LANGUAGE_NAMES[choice]}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

function LegalEditor({ actor, document }: { actor: ShopSettingsActor; document: LegalDocumentName }) {
  const language = useSelector(actor, (snapshot) => snapshot.context.legalLanguage);
  const saved = useSelector(actor, (snapshot) => snapshot.context.settings?.[document][language] ?? '');
  const problem = useSelector(actor, (snapshot) => (snapshot.context.legalProblem?.document === document ? snapshot.context.legalProblem.message : null));
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  const title = legalDocumentTitles[document];
  const id = `legal-${document}`;
  return (
    <FormCard
      id={id}
      title={title}
      formKey={`${language}-${saved}`}
      onFields={(fields) => actor.send({ type: 'SAVE_LEGAL', document, html: fields.html ?? '' })}
      after={
        <>
          <h3>{ownerMessages.savedVersion}</h3>
          <div className={css.preview} data-testid={`${id}-saved`} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(saved, PURIFY_CONFIG) }} />
        </>
      }
    >
      <label htmlFor={`${id}-html`}>{ownerMessages.htmlLabel(title)}</label>
      <textarea id={`${id}-html`} name="html" className={css.textArea} defaultValue={saved} />
      <Problem text={problem} />
      <Button type="submit" disabled={!idle}>
        {ownerMessages.saveText(title)}
      </Button>
    </FormCard>
  );
}

function HoursForm({ actor }: { actor: ShopSettingsActor }) {
  const hours = useSelector(actor, (snapshot) => snapshot.context.settings?.hours ?? null);
  const problem = useSelector(actor, (snapshot) => snapshot.context.hoursProblem);
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  return (
    <FormCard
      id="opening-hours"
      title={ownerMessages.openingHours}
      formKey={`${hours?.opensAt}-${hours?.closesAt}-${hours?.cutOff}-${hours?.usualMinutes}`}
      formClassName={css.row}
      onFields={(fields) =>
        actor.send({ type: 'SAVE_HOURS', opensAt: fields.opensAt ?? '', closesAt: fields.closesAt ?? '', cutOff: fields.cutOff ?? '', usualMinutes: fields.usualMinutes ?? '' })
      }
      after={<Problem text={problem} />}
    >
      <Field label={ownerMessages.opensAt} name="opensAt" type="time" defaultValue={hours?.opensAt} />
      <Field label={ownerMessages.closesAt} name="closesAt" type="time" defaultValue={hours?.closesAt} />
      <Field label={ownerMessages.cutOff} name="cutOff" type="time" defaultValue={hours?.cutOff} />
      <Field label={ownerMessages.usualMinutes} name="usualMinutes" type="number" defaultValue={hours?.usualMinutes} />
      <Button type="submit" disabled={!idle}>
        {ownerMessages.saveHours}
      </Button>
    </FormCard>
  );
}

function UpiForm({ actor }: { actor: ShopSettingsActor }) {
  const upi = useSelector(actor, (snapshot) => snapshot.context.settings?.upi ?? null);
  const problem = useSelector(actor, (snapshot) => snapshot.context.upiProblem);
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  return (
    <FormCard
      id="upi-payments"
      title={ownerMessages.upiTitle}
      formKey={`${upi?.upiId}-${upi?.payee}`}
      formClassName={css.row}
      onFields={(fields) => actor.send({ type: 'SAVE_UPI', upiId: fields.upiId ?? '', payee: fields.payee ?? '' })}
      after={<Problem text={problem} />}
    >
      <Field label={ownerMessages.upiId} name="upiId" defaultValue={upi?.upiId} autoComplete="off" />
      <Field label={ownerMessages.upiPayee} name="payee" defaultValue={upi?.payee} autoComplete="off" />
      <Button type="submit" disabled={!idle}>
        {ownerMessages.saveUpi}
      </Button>
    </FormCard>
  );
}

/** Issue 27, point 6: what the printed ticket says of the shop; staff's tickets read it with the orders. */
function ShopContactForm({ actor }: { actor: ShopSettingsActor }) {
  const shop = useSelector(actor, (snapshot) => snapshot.context.settings?.shop ?? null);
  const problem = useSelector(actor, (snapshot) => snapshot.context.shopProblem);
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'SAVE_SHOP', name: '', address: '', phone: '' }));
  return (
    <FormCard
      id="shop-contact"
      title={ownerMessages.shopContactTitle}
      formKey={`${shop?.name}-${shop?.address}-${shop?.phone}`}
      formClassName={css.row}
      onFields={(fields) => actor.send({ type: 'SAVE_SHOP', name: fields.name ?? '', address: fields.address ?? '', phone: fields.phone ?? '' })}
      after={<Problem text={problem} />}
    >
      <Field label={ownerMessages.shopName} name="name" defaultValue={shop?.name} autoComplete="off" />
      <Field label={ownerMessages.shopAddress} name="address" defaultValue={shop?.address} autoComplete="off" />
      <Field label={ownerMessages.shopPhone} name="phone" type="tel" defaultValue={shop?.phone} autoComplete="off" />
      <Button type="submit" disabled={!canSave}>
        {ownerMessages.saveShopContact}
      </Button>
    </FormCard>
  );
}

export function ShopSettingsEditor({ actor }: { actor: ShopSettingsActor }) {
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? 'failed' : snapshot.matches('ready') ? 'ready' : 'loading'));
  return (
    <div className={css.page}>
      <h1>{ownerMessages.settingsTitle}</h1>
      {phase === 'failed' ? <LoadFailed message={ownerMessages.settingsLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' ? <Loading /> : null}
      {phase === 'ready' ? (
        <>
          <HoursForm actor={actor} />
          <UpiForm actor={actor} />
          <ShopContactForm actor={actor} />
          <LegalLanguageChoice actor={actor} />
          <LegalEditor actor={actor} document="privacy" />
          <LegalEditor actor={actor} document="terms" />
        </>
      ) : null}
    </div>
  );
}
