import type { StatusSet, StatusTone } from "~/lib/status-set";

const TONES: Record<StatusTone, string> = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  amber: "bg-amber-50 text-amber-900 ring-amber-200",
  red: "bg-red-50 text-red-800 ring-red-200",
  blue: "bg-sky-50 text-sky-900 ring-sky-200",
  grey: "bg-slate-100 text-slate-700 ring-slate-300",
};

export type BadgeTone = StatusTone;

type BadgeProps = { label: string; tone: BadgeTone } | { set: StatusSet; status: string; label?: string };

/** A label in a tone; or a status set's value, in the label and tone its set gives it. */
export function StatusBadge(props: BadgeProps) {
  const [label, tone] =
    "set" in props ? [props.label ?? props.set.label(props.status), props.set.tone(props.status)] : [props.label, props.tone];
  return (
    // Plain joining, not cn(): the classes never clash, and lists draw thousands of badges.
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[tone]}`}>{label}</span>
  );
}
