import type { ReactNode } from "react";
import { Form, Link } from "react-router";

export interface WaitingLine {
  key: string | number;
  what: ReactNode;
  detail: string;
  /** Its one next step: a page to open, a number to call, or a form posted in place (one named id). */
  action: { label: string; href: string } | { label: string; intent: string; name: string; value: number };
}

function Action(action: WaitingLine["action"]) {
  const className = "shrink-0 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50";
  if ("intent" in action)
    return (
      <Form method="post" className="shrink-0">
        <input type="hidden" name="intent" value={action.intent} />
        <input type="hidden" name={action.name} value={action.value} />
        <button type="submit" className={className}>
          {action.label}
        </button>
      </Form>
    );
  const { label, href } = action;
  return href.startsWith("/") ? (
    <Link to={href} className={className}>
      {label}
    </Link>
  ) : (
    <a href={href} className={className}>
      {label}
    </a>
  );
}

/** One kind of thing waiting on the office, oldest first, each line with its next step; nothing when none wait. */
export function WaitingList({
  id,
  title,
  lines,
  more,
}: {
  id: string;
  title: string;
  lines: WaitingLine[];
  more?: { label: string; href: string };
}) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-waiting={id}>
      <h3 id={id} className="font-semibold text-ink">
        {title} <span className="text-muted tabular-nums">({lines.length})</span>
      </h3>
      <ul className="mt-1 divide-y divide-slate-100">
        {lines.map((line) => (
          <li key={line.key} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-semibold text-ink">{line.what}</span>
              <span className="block text-muted">{line.detail}</span>
            </span>
            <Action {...line.action} />
          </li>
        ))}
      </ul>
      {more ? (
        <Link to={more.href} className="mt-2 inline-block text-sm text-brand-700 underline">
          {more.label}
        </Link>
      ) : null}
    </section>
  );
}
