import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, dropping the false ones. It does not settle clashes between Tailwind
 * classes (two paddings, two text colours): a component takes a prop for what its callers vary
 * (a size, a variant, a width) instead of a class that must override its own. tailwind-merge did
 * that here for 8 KB of every staff and portal page's script (issue 47, decision 0235); the
 * browser tests' every accessibility sweep now fails on an element whose classes clash.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
