import { cn } from "~/lib/cn";
import { SellerDetails } from "~/features/documents/components/seller-details";
import type { DocumentRow, TotalRow } from "~/features/documents/printed";
import type { DocumentHeader } from "../quote-document";

/*
 * The quote as a document (docs/decisions/0103): the customer's page and staff's preview print
 * it the same way, and the PDF draws the same rows. On a phone each line's quantity and unit
 * price sit under its description; from a tablet up they have their own columns.
 */

export function QuoteHeaderBlock({ header }: { header: DocumentHeader }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SellerDetails seller={header} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:justify-self-end">
        <dt className="text-muted">Prepared for</dt>
        <dd className="font-medium">{header.customerName}</dd>
        <dt className="text-muted">Site</dt>
        <dd>{header.site}</dd>
        {header.issued ? (
          <>
            <dt className="text-muted">Date</dt>
            <dd>{header.issued.replace(/^Sent /, "")}</dd>
          </>
        ) : null}
        <dt className="text-muted">Valid until</dt>
        <dd>{header.validUntil}</dd>
      </dl>
    </div>
  );
}

export function QuoteLinesTable({
  rows,
  totals,
  chosen,
  onToggle,
  form,
  caption = "The quote's lines",
}: {
  rows: DocumentRow[];
  totals: TotalRow[];
  caption?: string;
  chosen: ReadonlySet<number>;
  /** Present when the customer may still tick optional items. */
  onToggle?: (line: number, ticked: boolean) => void;
  /** The form the tick boxes belong to (they sit in the table, outside it). */
  form?: string;
}) {
  return (
    <>
      <table className="w-full border-collapse text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left text-sm text-muted">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Description
            </th>
            <th scope="col" className="hidden py-2 pr-2 text-right font-semibold sm:table-cell">
              Qty
            </th>
            <th scope="col" className="hidden py-2 pr-2 text-right font-semibold sm:table-cell">
              Unit price
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <LineRow key={index} row={row} ticked={chosen.has(row.line)} onToggle={onToggle} form={form} />
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {totals.map((row) => (
          <div key={row.label} className={cn("contents", row.strong && "text-lg font-bold")}>
            <dt className="text-right">{row.label}</dt>
            <dd className="text-right tabular-nums" data-total={row.strong ? "" : undefined}>
              {row.amount}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function LineRow({
  row,
  ticked,
  onToggle,
  form,
}: {
  row: DocumentRow;
  ticked: boolean;
  onToggle?: (line: number, ticked: boolean) => void;
  form?: string;
}) {
  if (row.kind === "heading")
    return (
      <tr>
        <th scope="colgroup" colSpan={4} className="pt-4 pb-1 text-left font-semibold">
          {row.description}
        </th>
      </tr>
    );
  if (row.kind === "text")
    return (
      <tr>
        <td colSpan={4} className="py-1 whitespace-pre-line text-muted">
          {row.description}
        </td>
      </tr>
    );
  const faded = !row.included && row.optional;
  const tickId = `option-${row.line}`;
  return (
    <tr className={cn("border-b border-slate-200 align-top", faded && "text-muted")}>
      <td className="py-2 pr-2">
        {row.optional && row.kind === "priced" ? (
          onToggle ? (
            <div className="flex items-start gap-2">
              <input
                id={tickId}
                type="checkbox"
                name="chosen"
                value={row.line}
                form={form}
                checked={ticked}
                onChange={(event) => onToggle(row.line, event.target.checked)}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={tickId}>
                <span className="whitespace-pre-line">{row.description}</span>{" "}
                <span className="text-sm text-muted">(optional: tick to add)</span>
              </label>
            </div>
          ) : (
            <>
              <span className="whitespace-pre-line">{row.description}</span>{" "}
              <span className="text-sm text-muted">{ticked ? "(optional, chosen)" : "(optional)"}</span>
            </>
          )
        ) : (
          <span className="whitespace-pre-line">{row.description}</span>
        )}
        {row.quantity ? (
          <span className="block text-sm text-muted sm:hidden">
            {row.quantity} × {row.unitPrice}
          </span>
        ) : null}
      </td>
      <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell">{row.quantity}</td>
      <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell">{row.unitPrice}</td>
      <td className="py-2 text-right tabular-nums">{row.amount}</td>
    </tr>
  );
}
