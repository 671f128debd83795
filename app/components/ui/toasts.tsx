import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import type { ExternalToast, Toaster as SonnerToaster } from "sonner";

/*
 * Sonner (about 9 KB gzipped) is fetched with the first toast, not with every page that
 * hydrates (issue 47, decision 0223): few pages ever show one. Its Toaster replays the toasts
 * made before it subscribed, so a toast asked for while the code loads is shown when it comes.
 */
const sonner = () => import("sonner");
const LoadedToaster = lazy(() => sonner().then((m) => ({ default: m.Toaster })));

let wanted = false;
const onWanted = new Set<() => void>();

function showing() {
  if (!wanted) {
    wanted = true;
    for (const listener of onWanted) listener();
  }
  return sonner();
}

export const toast = {
  success: (message: string, data?: ExternalToast) => void showing().then((m) => m.toast.success(message, data)),
  error: (message: string, data?: ExternalToast) => void showing().then((m) => m.toast.error(message, data)),
};

/** Sonner's Toaster, drawn once a toast has been asked for. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const [drawn, setDrawn] = useState(wanted);
  useEffect(() => {
    const draw = () => setDrawn(true);
    if (wanted) draw();
    onWanted.add(draw);
    return () => void onWanted.delete(draw);
  }, []);
  return drawn ? (
    <Suspense>
      <LoadedToaster {...props} />
    </Suspense>
  ) : null;
}
