import { X } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { DIALOG_WIDTHS, type DialogWidth } from "./dialog-widths";

/*
 * A dialog that needs no React in the browser: the platform's <dialog>, opened and closed by
 * invoker commands (`commandfor` + `command`), closed by Escape or a click on the backdrop
 * (`closedby="any"`). Public pages are islands (docs/decisions/0121), so the menu and the
 * "More" services list stay plain HTML; app/islands/dialog-commands.ts covers browsers that
 * do not know invoker commands yet. A component that opens one itself uses useModal (the quote form).
 */

function command(dialogId: string, name: "show-modal" | "close") {
  return { commandfor: dialogId, command: name } as Record<string, string>;
}

/** A button that opens the dialog with the given id. */
export function PageDialogTrigger({ dialogId, ...props }: ComponentProps<"button"> & { dialogId: string }) {
  return <button type="button" aria-haspopup="dialog" {...command(dialogId, "show-modal")} {...props} />;
}

export function PageDialog({
  id,
  title,
  description,
  side = "center",
  width = "2xl",
  children,
  ...dialog
}: Omit<ComponentProps<"dialog">, "id" | "title" | "className"> & {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** "center" for a modal, "right" for a slide-out panel. */
  side?: "center" | "right";
  /** A centred dialog's widest. */
  width?: DialogWidth;
  children: ReactNode;
}) {
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      {...({ closedby: "any" } as Record<string, string>)}
      {...dialog}
      className={cn(
        "bg-white text-ink shadow-xl backdrop:bg-ink/60 open:flex open:flex-col focus:outline-none",
        side === "center" && `m-auto max-h-[92dvh] w-[calc(100vw-1.5rem)] ${DIALOG_WIDTHS[width]} overflow-y-auto rounded-xl p-5 sm:p-6`,
        side === "right" && "fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto p-5",
      )}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
            {title}
          </h2>
          {description ? (
            <p id={`${id}-description`} className="mt-1 text-sm text-muted">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          {...command(id, "close")}
          className="rounded-md p-1 text-muted hover:bg-brand-50 hover:text-ink"
          aria-label="Close"
        >
          <Icon icon={X} className="size-5" />
        </button>
      </div>
      {children}
    </dialog>
  );
}
