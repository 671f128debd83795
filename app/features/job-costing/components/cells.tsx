import type { ReactNode } from "react";

/** A column heading over figures: right-aligned, as the figures are. */
export function FigureHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="text-right">
      {children}
    </th>
  );
}

/** A figure in a table: right-aligned, with digits of one width so the columns line up. */
export function Figure({ children }: { children: ReactNode }) {
  return <td className="text-right tabular-nums">{children}</td>;
}
