import { Plus } from "@lucide/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { Icon } from "~/components/ui/icon";

/** A list page's way to its new-record page ("Add an area", "New plan"), one look on every list. */
export function NewRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses("brand", "sm")}>
      <Icon icon={Plus} className="size-4" /> {children}
    </Link>
  );
}
