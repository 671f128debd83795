import { CheckCircle2, CircleAlert } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A message about the whole form: an error (announced at once) or a confirmation. */
export function FormAlert({
  tone = "error",
  children,
  className,
}: {
  tone?: "error" | "success" | "info";
  children: ReactNode;
  className?: string;
}) {
  const symbol = tone === "error" ? CircleAlert : CheckCircle2;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-2 rounded-md border px-3 py-2.5 text-sm",
        tone === "error" && "border-red-200 bg-red-50 text-red-800",
        tone === "success" && "border-emerald-200 bg-emerald-50 text-emerald-900",
        tone === "info" && "border-brand-100 bg-brand-50 text-ink",
        className,
      )}
    >
      <Icon icon={symbol} className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/** What a form's post came to, once there is an answer: its message, as a confirmation or an error. */
export function ResultAlert({ result, className = "mb-5" }: { result: { ok: boolean; message: string } | undefined; className?: string }) {
  return result ? (
    <FormAlert tone={result.ok ? "success" : "error"} className={className}>
      {result.message}
    </FormAlert>
  ) : null;
}
