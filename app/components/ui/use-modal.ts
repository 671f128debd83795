import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Opens a platform `<dialog>` (PageDialog) as a modal while `open` is true, and says when it
 * closed by itself (Escape, the backdrop, its Close button). The browser makes the rest of the
 * page inert, keeps focus inside and gives it back on closing; `focusFirst` takes focus on
 * opening instead of the first control. In a layout effect, so the dialog is on screen and
 * answers Escape when a synchronous render that opened it returns.
 */
export function useModal(open: boolean, onClosed: () => void, focusFirst?: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === dialog.open) return;
    if (!open) return dialog.close();
    dialog.showModal();
    focusFirst?.current?.focus();
  }, [open, focusFirst]);
  // A close this hook made (open turned false) is the caller's own doing, not news to it.
  return { ref, onClose: () => open && onClosed() };
}
