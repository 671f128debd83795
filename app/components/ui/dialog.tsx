import { X } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { DIALOG_WIDTHS, type DialogWidth } from "./dialog-widths";

export const Dialog = DialogPrimitive.Root;

type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, "className"> & {
  title: ReactNode;
  description?: ReactNode;
  /** "center" for a modal, "right" for a slide-out panel. */
  side?: "center" | "right";
  /** A centred dialog's widest: "md" for a short question. */
  width?: DialogWidth;
};

export function DialogContent({ title, description, side = "center", width = "2xl", children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none",
          side === "center" &&
            `top-1/2 left-1/2 max-h-[92dvh] w-[calc(100vw-1.5rem)] ${DIALOG_WIDTHS[width]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl p-5 sm:p-6`,
          side === "right" && "inset-y-0 right-0 w-[min(22rem,88vw)] overflow-y-auto p-5",
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <DialogPrimitive.Title className="text-xl font-bold text-ink">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-muted">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close className="rounded-md p-1 text-muted hover:bg-brand-50 hover:text-ink" aria-label="Close">
            <Icon icon={X} className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
