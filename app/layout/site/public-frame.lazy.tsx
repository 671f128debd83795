import { lazy } from "react";

/*
 * The browser's side of "virtual:public-frame" (vite.config.ts): in production only pages with
 * their own frame hydrate (the staff area, the tradie portal, customers' links), as public pages
 * are islands. So the browser fetches the public frame (its menu's dialog, icons, the quote
 * opener) when it first draws one, not in the script every hydrated page loads (decision 0223).
 */
const frame = () => import("./public-frame");

export const PublicFrame = lazy(() => frame().then((m) => ({ default: m.PublicFrame })));
export const PublicFrameBehaviour = lazy(() => frame().then((m) => ({ default: m.PublicFrameBehaviour })));
