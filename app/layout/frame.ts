/** What a route's `handle` may say about the page's frame. */
interface FrameHandle {
  /** The admin area (routes/admin/layout.tsx). */
  adminArea?: boolean;
  /** Customers' links and the tradie portal: their own frame, no public header or footer. */
  ownFrame?: boolean;
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
