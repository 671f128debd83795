import { cn } from "~/lib/cn";

/** Numbered steps as cards: "Step 1", title, text. */
export function StepList({ steps, className }: { steps: Array<{ title: string; text: string }>; className?: string }) {
  return (
    <ol className={cn("mt-4 grid gap-4", className)}>
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-xl border border-brand-100 p-5">
          <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>
          <h3 className="mt-1 font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
