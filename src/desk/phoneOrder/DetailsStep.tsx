/** The phone order's customer: an existing one picks a saved address or a new one; a new one gives a name and an address. */
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { phoneOrderMessages } from '../../../domain/desk/messages.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { Field } from '../../components/ui.tsx';
import { useDeskActors } from '../DeskActorsContext.tsx';
import * as css from './phoneOrder.css.ts';
import { StepActions } from './StepActions.tsx';

function NewAddressFields() {
  const { phoneOrder } = useDeskActors();
  const address = useSelector(phoneOrder, (snapshot) => snapshot.context.address);
  const pinCode = useSelector(phoneOrder, (snapshot) => snapshot.context.pinCode);
  const landmark = useSelector(phoneOrder, (snapshot) => snapshot.context.landmark);
  const deliveryArea = useSelector(phoneOrder, (snapshot) => snapshot.context.shop.deliveryArea);
  return (
    <>
      <Field label={phoneOrderMessages.address} value={address} autoComplete="off" onChange={(event) => phoneOrder.send({ type: 'EDIT', field: 'address', value: event.target.value })} />
      <SelectField
        label={phoneOrderMessages.pinCode}
        value={pinCode}
        placeholder={phoneOrderMessages.choosePinCode}
        options={deliveryArea.map((pin) => ({ value: pin.pinCode, label: phoneOrderMessages.pinCodeOption(pin.pinCode, pin.locality) }))}
        onChange={(event) => phoneOrder.send({ type: 'EDIT', field: 'pinCode', value: event.target.value })}
      />
      <Field label={phoneOrderMessages.landmark} value={landmark} autoComplete="off" onChange={(event) => phoneOrder.send({ type: 'EDIT', field: 'landmark', value: event.target.value })} />
    </>
  );
}

function SavedAddresses() {
  const { phoneOrder } = useDeskActors();
  const saved = useSelector(phoneOrder, (snapshot) => snapshot.context.customer?.addresses ?? []);
  const chosen = useSelector(phoneOrder, (snapshot) => snapshot.context.addressId);
  return (
    <fieldset className={css.choices}>
      <legend>{phoneOrderMessages.savedAddresses}</legend>
      {saved.map((address) => (
        <label key={address.addressId} className={css.choice}>
          <input type="radio" name="address" checked={chosen === address.addressId} onChange={() => phoneOrder.send({ type: 'PICK_ADDRESS', addressId: address.addressId })} />
          {address.address} {address.pinCode}
        </label>
      ))}
      <label className={css.choice}>
        <input type="radio" name="address" checked={chosen === null} onChange={() => phoneOrder.send({ type: 'PICK_ADDRESS', addressId: null })} />
        {phoneOrderMessages.newAddress}
      </label>
    </fieldset>
  );
}

export function DetailsStep() {
  const { phoneOrder } = useDeskActors();
  const phone = useSelector(phoneOrder, (snapshot) => snapshot.context.phone);
  const customer = useSelector(phoneOrder, (snapshot) => snapshot.context.customer);
  const isNew = useSelector(phoneOrder, (snapshot) => snapshot.matches({ details: 'newCustomer' }));
  const name = useSelector(phoneOrder, (snapshot) => snapshot.context.name);
  const typingAddress = useSelector(phoneOrder, (snapshot) => snapshot.context.addressId === null);
  const riderNote = useSelector(phoneOrder, (snapshot) => snapshot.context.riderNote);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    phoneOrder.send({ type: 'CONTINUE' });
  };
  return (
    <form onSubmit={submit} noValidate className={css.step}>
      <section className={css.card} aria-labelledby="phone-order-customer">
        <h2 id="phone-order-customer">{customer ? phoneOrderMessages.existingCustomer(customer.name, phone) : phoneOrderMessages.newCustomer(phone)}</h2>
        {isNew ? (
          <>
            <p className={css.muted}>{phoneOrderMessages.newCustomerNote}</p>
            <Field label={phoneOrderMessages.name} value={name} autoComplete="off" onChange={(event) => phoneOrder.send({ type: 'EDIT', field: 'name', value: event.target.value })} />
          </>
        ) : (
          <SavedAddresses />
        )}
        {typingAddress ? <NewAddressFields /> : null}
        <Field label={phoneOrderMessages.riderNote} value={riderNote} autoComplete="off" onChange={(event) => phoneOrder.send({ type: 'EDIT', field: 'riderNote', value: event.target.value })} />
      </section>
      <StepActions back={{ type: 'CHANGE_PHONE', label: phoneOrderMessages.changePhone }} next={{ type: 'CONTINUE', label: phoneOrderMessages.continue, submit: true }} />
    </form>
  );
}
