import type { Tradie } from "../types";
import { TradieCard } from "./tradie-card";

export function TradieGrid({ tradies, className = "" }: { tradies: Tradie[]; className?: string }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {tradies.map((t) => (
        <li key={t.id}>
          <TradieCard tradie={t} />
        </li>
      ))}
    </ul>
  );
}
