import { useCallback, useEffect, type ReactNode } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";

/**
 * Warns before unsaved changes are left behind: a link to another page asks first (React
 * Router's blocker), and closing the tab or reloading gets the browser's own question
 * (beforeunload). Posting the page's own forms is never held up: they stay on its address.
 */
export function UnsavedChangesGuard({ when, children }: { when: boolean; children: ReactNode }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [when]);

  return (
    <Dialog open={blocker.state === "blocked"} onOpenChange={(open) => (open ? undefined : blocker.reset?.())}>
      <DialogContent title="Leave without saving?" description={children} width="md">
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
          <Button type="button" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
