/**
 * A modal dialog (Radix Dialog), opened by state, with a title, an optional description and a Close button at
 * the end. Its user gives the focus back to the opener when it closes (src/components/returnFocus.ts).
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as css from './Dialog.css.ts';
import { dialogTexts as englishDialogTexts } from '../../domain/messages/dialog.ts';
import { useTexts } from '../app/texts.ts';

export interface DialogProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's own buttons; by default one Close button. */
  actions?: ReactNode;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({ title, description, children, open, onOpenChange, actions, role = 'dialog' }: DialogProps) {
  const dialogTexts = useTexts(englishDialogTexts);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content className={css.content} role={role} {...(description ? {} : { 'aria-describedby': undefined })}>
          <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className={css.description}>{description}</RadixDialog.Description> : null}
          {children}
          <div className={css.actions}>
            {actions ?? (
              <RadixDialog.Close className={css.close}>{dialogTexts.closeDialog}</RadixDialog.Close>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
