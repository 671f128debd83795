import { CheckCircle2 } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** A list of ticked points, one under another unless `layout` lays them out otherwise (a grid). */
export function CheckList({ items, layout = "space-y-3" }: { items: string[]; layout?: string }) {
  return (
    <ul className={cn("mt-4", layout)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon icon={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span className="text-muted">{item}</span>
        </li>
      ))}
    </ul>
  );
}
