/** The question itself (Radix Dialog as an alertdialog), loaded apart by src/components/ConfirmDialog.tsx. */
import { Dialog } from './Dialog.tsx';
import { Button } from './ui.tsx';

export interface ConfirmDialogProps {
  question: string;
  detail: string;
  /** The button that goes ahead. */
  confirm: string;
  /** The button that keeps things as they are. */
  keep: string;
  onConfirm: () => void;
  onKeep: () => void;
}

export default function ConfirmModal({ question, detail, confirm, keep, onConfirm, onKeep }: ConfirmDialogProps) {
  return (
    <Dialog
      open
      role="alertdialog"
      title={question}
      description={detail}
      onOpenChange={(open) => {
        if (!open) onKeep();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onKeep}>
            {keep}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {confirm}
          </Button>
        </>
      }
    />
  );
}
