/** The delivery area (issue 12, point 6): pin codes with their locality names; add, rename, remove. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { deliveryAreaMachine } from '../../../machines/desk/deliveryArea.ts';
import { Button, Field } from '../../components/ui.tsx';
import { Cell, fieldsOf, LoadFailed, Loading, OwnerTable, Problem, RowHeading } from './OwnerParts.tsx';
import * as css from './owner.css.ts';
import { ownerMessages } from '../../../domain/desk/messages.ts';

type DeliveryAreaActor = ActorRefFrom<typeof deliveryAreaMachine>;

export function DeliveryAreaEditor({ actor }: { actor: DeliveryAreaActor }) {
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? 'failed' : snapshot.matches('ready') ? 'ready' : 'loading'));
  const areas = useSelector(actor, (snapshot) => snapshot.context.areas);
  const formProblem = useSelector(actor, (snapshot) => snapshot.context.formProblem);
  const added = useSelector(actor, (snapshot) => snapshot.context.added);
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  return (
    <div className={css.page}>
      <h1>{ownerMessages.deliveryAreaTitle}</h1>
      {phase === 'failed' ? <LoadFailed message={ownerMessages.deliveryAreaLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' && areas.length === 0 ? <Loading /> : null}
      {phase !== 'failed' ? (
        <section className={css.card} aria-labelledby="add-pin-code">
          <h2 id="add-pin-code" className={css.cardTitle}>
            {ownerMessages.addPinCode}
          </h2>
          <form
            key={added}
            noValidate
            className={css.row}
            onSubmit={(event) => {
              event.preventDefault();
              const fields = fieldsOf(event.currentTarget);
              actor.send({ type: 'ADD', pinCode: fields.pinCode ?? '', locality: fields.locality ?? '' });
            }}
          >
            <Field label={ownerMessages.pinCodeLabel} name="pinCode" inputMode="numeric" autoComplete="off" />
            <Field label={ownerMessages.localityLabel} name="locality" autoComplete="off" />
            <Button type="submit" disabled={!idle}>
              {ownerMessages.addPinCode}
            </Button>
          </form>
          <Problem text={formProblem} />
        </section>
      ) : null}
      {areas.length > 0 ? (
        <OwnerTable columns={[{ label: ownerMessages.pinCodeLabel }, { label: ownerMessages.localityLabel }, { label: ownerMessages.removePinCode, visuallyHidden: true }]}>
          {areas.map((area) => (
            <tr key={area.pinCode}>
              <RowHeading>
                {area.pinCode}
              </RowHeading>
              <Cell>
                <form
                  key={area.locality}
                  className={css.row}
                  onSubmit={(event) => {
                    event.preventDefault();
                    actor.send({ type: 'RENAME', pinCode: area.pinCode, locality: fieldsOf(event.currentTarget).locality ?? '' });
                  }}
                >
                  <input className={css.textInput} name="locality" defaultValue={area.locality} aria-label={`${ownerMessages.localityLabel}: ${area.pinCode}`} />
                  <Button type="submit" variant="secondary" disabled={!idle} aria-label={`${ownerMessages.renameLocality}: ${area.pinCode}`}>
                    {ownerMessages.renameLocality}
                  </Button>
                </form>
              </Cell>
              <Cell>
                <Button variant="ghost" disabled={!idle} aria-label={`${ownerMessages.removePinCode}: ${area.pinCode}`}
                  onClick={() => actor.send({ type: 'REMOVE', pinCode: area.pinCode })}>
                  {ownerMessages.removePinCode}
                </Button>
              </Cell>
            </tr>
          ))}
        </OwnerTable>
      ) : null}
    </div>
  );
}
