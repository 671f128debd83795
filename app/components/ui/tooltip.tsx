import type { CSSProperties, ReactNode } from "react";
import { TOOLTIP_DELAY_MS } from "~/lib/ui-constants";

/**
 * A short note shown after a pause while the pointer is over its trigger or the trigger has
 * focus. CSS only, so it works on pages that load no React in the browser (docs/decisions/0121);
 * the note is also the trigger's description, so screen readers hear it without hovering.
 */
export function Tooltip({ id, content, children }: { id: string; content: ReactNode; children: ReactNode }) {
  return (
    <span className="group relative inline-flex" style={{ "--tooltip-wait": `${TOOLTIP_DELAY_MS}ms` } as CSSProperties}>
      <button type="button" aria-describedby={id} className="inline-flex items-center gap-1 rounded text-brand-700">
        {children}
      </button>
      <span
        role="tooltip"
        id={id}
        // Not displayed at all until its trigger is hovered or focused, then held back for the wait (app.css), so it never widens a narrow page.
        className="tooltip-wait pointer-events-none absolute bottom-full left-1/2 z-50 mb-2 hidden w-max max-w-xs -translate-x-1/2 rounded-md bg-ink px-3 py-2 text-sm text-white shadow-lg group-focus-within:block group-hover:block"
      >
        {content}
      </span>
    </span>
  );
}
