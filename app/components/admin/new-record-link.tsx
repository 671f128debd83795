import { Plus } from "@lucide/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/** A list page's way to its new-record page ("Add an area", "New plan"), one look on every list. */
export function NewRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild size="sm">
      <Link to={to}>
        <Icon icon={Plus} className="size-4" /> {children}
      </Link>
    </Button>
  );
}
