import { ArrowDown, ArrowUp } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

type SortDirection = "ascending" | "descending";

export interface Column<Row> {
  /** The column's header; on phones, the label before the value in each row's card. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** A sortable column: where its header links (the list sorted by it), and whether the list is sorted by it now. */
  sort?: { href: string; current?: SortDirection };
  /** Keep the value on one line (dates, short codes). */
  nowrap?: boolean;
}

interface RowSelection<Row> {
  /** The form (by id) the row checkboxes belong to, and the name each row's value posts under. */
  form: string;
  name: string;
  value: (row: Row) => string | number;
  /** What a screen reader hears for the row's checkbox ("Select lead #12, Ana"). */
  label: (row: Row) => string;
  /** What a screen reader hears for the header checkbox ("Select every lead on this page"). */
  allLabel: string;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  rows: readonly Row[];
  /** `false` leaves a column out (a column only some staff see). */
  columns: ReadonlyArray<Column<Row> | false>;
  /** Shown instead of the table when there are no rows: say why, and what to try. */
  empty: string;
  select?: RowSelection<Row>;
}

/**
 * The admin's one list table: real table markup with a caption and column headers, headers
 * that sort by link (so the sort lives in the URL and works without JavaScript) and say how
 * the list is sorted (`aria-sort`), optional row checkboxes for bulk actions, an empty state,
 * and on screens under 640 px a card per row with each value labelled, instead of a table
 * to scroll sideways.
 */
export function DataTable<Row extends { id: string | number }>({ caption, rows, columns, empty, select }: DataTableProps<Row>) {
  const shown = columns.filter((c): c is Column<Row> => c !== false);
  const body = useRef<HTMLTableSectionElement>(null);
  if (rows.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">{empty}</p>;
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm sm:overflow-x-auto">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-muted uppercase max-sm:sr-only">
          <tr>
            {select ? (
              <th scope="col" className="w-10 px-4 py-3">
                <SelectAll body={body} label={select.allLabel} count={rows.length} />
              </th>
            ) : null}
            {shown.map((column) => (
              <HeaderCell key={column.header} column={column} />
            ))}
          </tr>
        </thead>
        <tbody ref={body} className="divide-y divide-slate-100 max-sm:block">
          {rows.map((row, index) => (
            <tr key={row.id} className="align-top max-sm:relative max-sm:block max-sm:p-4 sm:hover:bg-slate-50">
              {select ? (
                <td className="px-4 py-3 max-sm:absolute max-sm:top-4 max-sm:right-4 max-sm:p-0">
                  <input
                    type="checkbox"
                    name={select.name}
                    value={select.value(row)}
                    form={select.form}
                    aria-label={select.label(row)}
                    className="size-5 sm:size-4"
                  />
                </td>
              ) : null}
              {shown.map((column, i) => (
                <td
                  key={column.header}
                  className={cn(
                    "px-4 py-3 max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1",
                    column.nowrap && "sm:whitespace-nowrap",
                    i === 0 && select && "max-sm:pr-10",
                  )}
                >
                  {/* The card's label on phones; the column header already names it for screen readers. */}
                  {i > 0 ? (
                    <span
                      aria-hidden="true"
                      className="w-28 shrink-0 pt-0.5 text-xs font-semibold tracking-wide text-muted uppercase sm:hidden"
                    >
                      {column.header}
                    </span>
                  ) : null}
                  <div className="min-w-0 break-words">{column.cell(row, index)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<Row>({ column }: { column: Column<Row> }) {
  const { sort } = column;
  if (!sort) {
    return (
      <th scope="col" className="px-4 py-3 font-semibold">
        {column.header}
      </th>
    );
  }
  const arrow = sort.current === "ascending" ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={sort.current ?? "none"} className="px-4 py-3 font-semibold">
      <Link to={sort.href} className="inline-flex items-center gap-1 text-ink uppercase hover:underline">
        {column.header}
        {sort.current ? <Icon icon={arrow} className="size-3.5" /> : null}
        <span className="sr-only">{sort.current ? `, sorted ${sort.current}` : ", sort"}</span>
      </Link>
    </th>
  );
}

/**
 * Ticks or clears every row on the page. It only works with JavaScript, so it appears once the
 * page is interactive; before that the header says "Select" and each row is ticked by hand.
 */
function SelectAll({ body, label, count }: { body: React.RefObject<HTMLTableSectionElement | null>; label: string; count: number }) {
  const box = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    const tbody = body.current;
    if (!ready || !tbody) return;
    const reflect = () => {
      const ticked = rowBoxes(tbody).filter((b) => b.checked).length;
      if (!box.current) return;
      box.current.checked = ticked === count;
      box.current.indeterminate = ticked > 0 && ticked < count;
    };
    reflect();
    tbody.addEventListener("change", reflect);
    return () => tbody.removeEventListener("change", reflect);
  }, [ready, body, count]);
  if (!ready) return <span className="sr-only">Select</span>;
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      className="size-4"
      onChange={(event) => {
        if (!body.current) return;
        for (const b of rowBoxes(body.current)) b.checked = event.target.checked;
        event.target.indeterminate = false;
      }}
    />
  );
}

const rowBoxes = (tbody: HTMLElement) => [...tbody.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
