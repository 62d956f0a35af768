/** Phone orders (issue 12, point 4): the customer by phone number, their address, the items, the review, placed. */
import { useSelector } from '@xstate/react';
import { useEffect, type ComponentType } from 'react';
import { phoneOrderMessages } from '../../../domain/desk/messages.ts';
import { Button } from '../../components/ui.tsx';
import { useDeskActors } from '../DeskActorsContext.tsx';
import { DetailsStep } from './DetailsStep.tsx';
import { ItemsStep } from './ItemsStep.tsx';
import { PhoneStep } from './PhoneStep.tsx';
import { phoneOrderStep, type PhoneOrderStep } from './phoneOrder.view.ts';
import { PlacedStep, ReviewStep } from './ReviewStep.tsx';
import * as css from './phoneOrder.css.ts';

function LoadingStep() {
  return <p role="status">{phoneOrderMessages.loadingShop}</p>;
}

function LoadFailedStep() {
  const { phoneOrder } = useDeskActors();
  const problem = useSelector(phoneOrder, (snapshot) => snapshot.context.problem);
  const canRetry = useSelector(phoneOrder, (snapshot) => snapshot.can({ type: 'RETRY' }));
  return (
    <div className={css.step}>
      <p role="alert" className={css.problem}>
        {problem}
      </p>
      <div className={css.actions}>
        <Button onClick={() => phoneOrder.send({ type: 'RETRY' })} disabled={!canRetry}>
          {phoneOrderMessages.retry}
        </Button>
      </div>
    </div>
  );
}

const steps: Record<PhoneOrderStep, ComponentType> = {
  loading: LoadingStep,
  loadFailed: LoadFailedStep,
  phone: PhoneStep,
  details: DetailsStep,
  items: ItemsStep,
  review: ReviewStep,
  placed: PlacedStep,
};

export default function PhoneOrderScreen() {
  const { phoneOrder } = useDeskActors();
  const step = useSelector(phoneOrder, phoneOrderStep);
  // Opening the section loads the catalogue (again, when no order is under way).
  useEffect(() => phoneOrder.send({ type: 'OPEN' }), [phoneOrder]);
  const Step = steps[step];
  return (
    <>
      <h1>{phoneOrderMessages.title}</h1>
      <Step />
    </>
  );
}
