/**
 * /settings/delete-account (spec sections 2, 8): what deletion means, then "Delete account"
 * (REQUEST_DELETE) opens a confirmation with "No" (NO) and "Yes, delete" (YES). The delete account machine
 * deletes, clears browser storage, toasts and goes to /.
 */
import { useSelector } from '@xstate/react';
import type { SessionUser } from '../../../machines/session.ts';
import { useDeleteAccountActor } from '../../app/accountForms.ts';
import * as account from '../../components/account.css.ts';
import { LazyDialog } from '../../components/ConfirmDialog.tsx';
import { CustomerOnly } from '../../components/SessionGate.tsx';
import { Button, PageHeading } from '../../components/ui.tsx';
import * as css from './settings.css.ts';
import * as own from './DeleteAccountScreen.css.ts';
import { accountTexts as englishAccountTexts } from '../../../domain/messages/account.ts';
import { useTexts } from '../../app/texts.ts';

function DeleteAccount({ user }: { user: SessionUser }) {
  const accountTexts = useTexts(englishAccountTexts);
  const flows = useDeleteAccountActor(user);
  const confirming = useSelector(flows, (snapshot) => snapshot.hasTag('confirmingDelete'));
  const deleting = useSelector(flows, (snapshot) => snapshot.hasTag('deletingAccount'));
  const canRequest = useSelector(flows, (snapshot) => snapshot.can({ type: 'REQUEST_DELETE' }));
  const canSayNo = useSelector(flows, (snapshot) => snapshot.can({ type: 'NO' }));
  const canSayYes = useSelector(flows, (snapshot) => snapshot.can({ type: 'YES' }));
  return (
    <section className={account.settingsCard} aria-labelledby="delete-what">
      <h2 id="delete-what" className={own.heading}>
        {accountTexts.deleteAccountWhatHappens}
      </h2>
      <ul className={own.list}>
        <li>{accountTexts.deleteAccountRemovesDetails}</li>
        <li>{accountTexts.deleteAccountRemovesAddresses}</li>
        <li>{accountTexts.deleteAccountKeepsOrders}</li>
      </ul>
      <p className={own.warning}>{accountTexts.cannotBeUndone}</p>
      <Button variant="danger" className={account.submit} disabled={!canRequest} onClick={() => flows.send({ type: 'REQUEST_DELETE' })}>
        {accountTexts.deleteAccountTitle}
      </Button>
      <LazyDialog
        role="alertdialog"
        open={confirming}
        onOpenChange={(open) => {
          if (!open) flows.send({ type: 'NO' });
        }}
        title={accountTexts.deleteAccountQuestion}
        description={accountTexts.deleteAccountDescription}
        actions={
          <>
            <Button variant="secondary" disabled={!canSayNo} onClick={() => flows.send({ type: 'NO' })}>
              {accountTexts.deleteAccountNo}
            </Button>
            <Button variant="danger" disabled={!canSayYes} onClick={() => flows.send({ type: 'YES' })}>
              {deleting ? accountTexts.deletingAccount : accountTexts.deleteAccountYes}
            </Button>
          </>
        }
      />
    </section>
  );
}

export default function DeleteAccountScreen() {
  const accountTexts = useTexts(englishAccountTexts);
  return (
    <CustomerOnly title={accountTexts.deleteAccountTitle}>
      {(user) => (
        <div className={css.page}>
          <PageHeading title={accountTexts.deleteAccountTitle} back="/profile" />
          <DeleteAccount user={user} />
        </div>
      )}
    </CustomerOnly>
  );
}
