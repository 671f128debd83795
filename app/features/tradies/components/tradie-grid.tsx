import type { PublicTradie } from "../types";
import { TradieCard } from "./tradie-card";

/** Photos in the first row (three cards on wide screens) load at once; the rest wait until scrolled near. */
const EAGER_CARDS = 3;

export function TradieGrid({ tradies, className = "" }: { tradies: PublicTradie[]; className?: string }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {tradies.map((t, i) => (
        <li key={t.id}>
          <TradieCard tradie={t} eager={i < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
