/** A phone order step's foot: the refusal the machine holds, a way back and the way on, each enabled by the machine. */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui.tsx';
import { useDeskActors } from '../DeskActorsContext.tsx';
import * as css from './phoneOrder.css.ts';

interface StepActionsProps {
  back: { type: 'BACK' | 'CHANGE_PHONE'; label: string };
  /** `submit`: the way on submits the step's form, whose handler sends the event. */
  next: { type: 'CONTINUE' | 'REVIEW' | 'PLACE'; label: ReactNode; submit?: boolean };
}

export function StepActions({ back, next }: StepActionsProps) {
  const { phoneOrder } = useDeskActors();
  const problem = useSelector(phoneOrder, (snapshot) => snapshot.context.problem);
  const canGoBack = useSelector(phoneOrder, (snapshot) => snapshot.can({ type: back.type }));
  const canGoOn = useSelector(phoneOrder, (snapshot) => snapshot.can({ type: next.type }));
  return (
    <>
      {problem ? (
        <p role="alert" className={css.problem}>
          {problem}
        </p>
      ) : null}
      <div className={css.actions}>
        <Button variant="secondary" onClick={() => phoneOrder.send({ type: back.type })} disabled={!canGoBack}>
          {back.label}
        </Button>
        {next.submit ? (
          <Button type="submit" disabled={!canGoOn}>
            {next.label}
          </Button>
        ) : (
          <Button onClick={() => phoneOrder.send({ type: next.type })} disabled={!canGoOn}>
            {next.label}
          </Button>
        )}
      </div>
    </>
  );
}
