import type { ReactNode } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";

/** The admin menu on phones: a panel from the right, its code fetched when first wanted (AdminShell). */
export default function AdminMenu({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Admin menu" side="right">
        {children}
      </DialogContent>
    </Dialog>
  );
}
