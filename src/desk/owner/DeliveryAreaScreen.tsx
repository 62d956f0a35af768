/** The delivery area (issue 12, point 6): pin codes with their locality names; add, rename, remove. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ownerTexts } from '../../../domain/desk/ownerTexts.ts';
import { deliveryAreaMachine } from '../../../machines/desk/deliveryArea.ts';
import { Button, Field } from '../../components/ui.tsx';
import { fieldsOf, LoadFailed, Loading, Problem } from './OwnerParts.tsx';
import * as css from './owner.css.ts';

type DeliveryAreaActor = ActorRefFrom<typeof deliveryAreaMachine>;

export function DeliveryAreaEditor({ actor }: { actor: DeliveryAreaActor }) {
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? 'failed' : snapshot.matches('ready') ? 'ready' : 'loading'));
  const areas = useSelector(actor, (snapshot) => snapshot.context.areas);
  const formProblem = useSelector(actor, (snapshot) => snapshot.context.formProblem);
  const added = useSelector(actor, (snapshot) => snapshot.context.added);
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  return (
    <div className={css.page}>
      <h1>{ownerTexts.deliveryAreaTitle}</h1>
      {phase === 'failed' ? <LoadFailed message={ownerTexts.deliveryAreaLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' && areas.length === 0 ? <Loading /> : null}
      {phase !== 'failed' ? (
        <section className={css.card} aria-labelledby="add-pin-code">
          <h2 id="add-pin-code" className={css.cardTitle}>
            {ownerTexts.addPinCode}
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
            <Field label={ownerTexts.pinCodeLabel} name="pinCode" inputMode="numeric" autoComplete="off" />
            <Field label={ownerTexts.localityLabel} name="locality" autoComplete="off" />
            <Button type="submit" disabled={!idle}>
              {ownerTexts.addPinCode}
            </Button>
          </form>
          <Problem text={formProblem} />
        </section>
      ) : null}
      {areas.length > 0 ? (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>{ownerTexts.pinCodeLabel}</th>
              <th scope="col" className={css.cell}>{ownerTexts.localityLabel}</th>
              <th scope="col" className={css.cell}><span className={css.visuallyHidden}>{ownerTexts.removePinCode}</span></th>
            </tr>
          </thead>
          <tbody>
            {areas.map((area) => (
              <tr key={area.pinCode}>
                <th scope="row" className={css.cell}>
                  {area.pinCode}
                </th>
                <td className={css.cell}>
                  <form
                    key={area.locality}
                    className={css.row}
                    onSubmit={(event) => {
                      event.preventDefault();
                      actor.send({ type: 'RENAME', pinCode: area.pinCode, locality: fieldsOf(event.currentTarget).locality ?? '' });
                    }}
                  >
                    <input className={css.textInput} name="locality" defaultValue={area.locality} aria-label={`${ownerTexts.localityLabel}: ${area.pinCode}`} />
                    <Button type="submit" variant="secondary" disabled={!idle} aria-label={`${ownerTexts.renameLocality}: ${area.pinCode}`}>
                      {ownerTexts.renameLocality}
                    </Button>
                  </form>
                </td>
                <td className={css.cell}>
                  <Button variant="ghost" disabled={!idle} aria-label={`${ownerTexts.removePinCode}: ${area.pinCode}`}
                    onClick={() => actor.send({ type: 'REMOVE', pinCode: area.pinCode })}>
                    {ownerTexts.removePinCode}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
