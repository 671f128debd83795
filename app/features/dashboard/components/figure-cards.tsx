import type { LeadFigures } from "../stats.server";

function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "no change" : "up from none";
  const pct = Math.round(((current - previous) / previous) * 100);
  return pct === 0 ? "no change" : `${pct > 0 ? "up" : "down"} ${Math.abs(pct)}%`;
}

function formatDuration(seconds: number | null): string {
  if (seconds === null) return "No responses yet";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = minutes / 60;
  return hours < 48 ? `${hours.toFixed(1)} h` : `${(hours / 24).toFixed(1)} days`;
}

function Card({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-muted">{note}</dd>
    </div>
  );
}

/** The headline numbers: lead counts against the period before, conversion, first response. */
export function FigureCards({ figures }: { figures: LeadFigures }) {
  const { conversion } = figures;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      {figures.periods.map((p) => (
        <Card
          key={p.label}
          label={`Leads ${p.label.toLowerCase()}`}
          value={String(p.current)}
          note={`${p.previous} ${p.previousLabel}, ${change(p.current, p.previous)}`}
        />
      ))}
      <Card
        label="Conversion (30 days)"
        value={conversion.rate === null ? "—" : `${Math.round(conversion.rate * 100)}%`}
        note={`${conversion.won} won of ${conversion.decided} decided`}
      />
      <Card
        label="Median first response"
        value={formatDuration(figures.medianFirstResponseSeconds)}
        note="From arrival to the first status change, last 30 days"
      />
    </dl>
  );
}
