/**
 * Invoker commands (`<button commandfor="menu" command="show-modal">`) open and close the
 * public pages' dialogs without script (app/components/ui/page-dialog.tsx). For a browser
 * that does not know them yet, the same clicks do it here, and a click on the backdrop closes
 * the dialog as `closedby="any"` would.
 */
export function coverDialogCommands() {
  const supportsCommands = "command" in HTMLButtonElement.prototype;
  const supportsClosedBy = "closedBy" in HTMLDialogElement.prototype;
  if (supportsCommands && supportsClosedBy) return;
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (!supportsClosedBy && target instanceof HTMLDialogElement && target.open) {
      const box = target.getBoundingClientRect();
      const { clientX: x, clientY: y } = event as MouseEvent;
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) target.close();
      return;
    }
    if (supportsCommands) return;
    const button = target.closest?.("button[commandfor]");
    if (!button) return;
    const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !dialog.open) dialog.showModal();
    else if (command === "close") dialog.close();
  });
}
