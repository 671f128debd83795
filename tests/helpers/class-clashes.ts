import { twMerge } from "tailwind-merge";

/**
 * The class lists in which Tailwind classes clash (two paddings, two text colours, a size and a
 * height), each with the classes that would lose. The app joins classes without settling clashes
 * (app/lib/cn.ts), so an element that carries two of one kind would be styled by whichever comes
 * later in the stylesheet, not by the one its author meant; tailwind-merge names them.
 */
export function classClashes(classLists: Iterable<string>): string[] {
  const found: string[] = [];
  for (const list of new Set(classLists)) {
    const classes = list.split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes.join(" ")).split(" "));
    const losing = classes.filter((name) => !kept.has(name));
    if (losing.length > 0) found.push(`"${classes.join(" ")}" (${losing.join(" ")} would lose)`);
  }
  return found;
}
