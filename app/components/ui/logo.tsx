import { House } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";

export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-700 text-white">
        <Icon icon={House} className="size-5" />
      </span>
      <span className="min-w-0 max-w-[11rem] text-sm leading-tight font-bold text-ink sm:max-w-none sm:text-lg">{name}</span>
    </span>
  );
}
