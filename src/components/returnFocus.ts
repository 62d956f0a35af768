import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Radix gives the focus back only to its own Trigger; a dialog opened by `open` (its machine's state) calls
 * this, so that the element focused when it was asked for gets the focus back once it closes (WAI-ARIA
 * dialog pattern). Read in a layout effect: the step that opens a dialog may disable its opener (Delete
 * account), and the browser moves the focus off a disabled control before a lazily loaded dialog's code is
 * in. Given back after Radix's focus trap is gone.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  useEffect(() => {
    if (open) return;
    const element = opener.current;
    opener.current = null;
    if (element instanceof HTMLElement && element.isConnected) element.focus();
  }, [open]);
}
