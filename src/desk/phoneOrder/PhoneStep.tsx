/** The phone order's first step: the customer's mobile number, looked up with findCustomer. */
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { phoneOrderMessages } from '../../../domain/desk/messages.ts';
import { Button, Field } from '../../components/ui.tsx';
import { useDeskActors } from '../DeskActorsContext.tsx';
import * as css from './phoneOrder.css.ts';

export function PhoneStep() {
  const { phoneOrder } = useDeskActors();
  const typed = useSelector(phoneOrder, (snapshot) => snapshot.context.phone);
  const problem = useSelector(phoneOrder, (snapshot) => snapshot.context.problem);
  const busy = useSelector(phoneOrder, (snapshot) => snapshot.hasTag('busy'));
  const canFind = useSelector(phoneOrder, (snapshot) => snapshot.can({ type: 'FIND', phone: '9876543210' }));
  const [phone, setPhone] = useState(typed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    phoneOrder.send({ type: 'FIND', phone });
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className={css.step}>
      <Field label={phoneOrderMessages.phone} type="tel" inputMode="tel" autoComplete="off" value={phone} onChange={(event) => setPhone(event.target.value)} error={problem} />
      <div className={css.actions}>
        <Button type="submit" disabled={!canFind}>
          {busy ? phoneOrderMessages.finding : phoneOrderMessages.find}
        </Button>
      </div>
    </form>
  );
}
