/** What a route's `handle` may say about the page's frame. */
interface FrameHandle {
  /** The admin area (routes/admin/layout.tsx). */
  adminArea?: boolean;
  /** Customers' links and the tradie portal: their own frame, no public header or footer. */
  ownFrame?: boolean;
  /** The tradie portal, an app of its own on the phone (docs/decisions/0228). */
  crewApp?: boolean;
}

/**
 * True when a page brings its own frame instead of the public site's. Such pages hydrate whole
 * (they are forms and workspaces); public pages are islands (docs/decisions/0121).
 */
export function bringsOwnFrame(handles: readonly unknown[]): boolean {
  return handles.some((handle) => {
    const frame = handle as FrameHandle | undefined;
    return Boolean(frame?.adminArea || frame?.ownFrame);
  });
}

/** The web app manifest a page names: the tradie portal's own (installed as "My jobs"), or the business's. */
export function manifestOf(handles: readonly unknown[]): string {
  return handles.some((handle) => (handle as FrameHandle | undefined)?.crewApp) ? "/crew/manifest.webmanifest" : "/manifest.webmanifest";
}
