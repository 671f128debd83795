import { useId, useState } from "react";
import { Button } from "~/components/ui/button";

/**
 * A link for staff to copy into a text message, under a label naming what it opens ("Link to
 * the invoice"): a customer's link just made (it cannot be shown again), or one in an email.
 */
export function CopyLink({ link, label, id }: { link: string; label: string; id?: string }) {
  const [copied, setCopied] = useState(false);
  const madeId = useId();
  const inputId = id ?? madeId;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-sm font-semibold">
          {label}
        </label>
        <input
          id={inputId}
          readOnly
          value={link}
          className="mt-1 h-10 w-full rounded-md border border-slate-400 px-2 text-sm"
          onFocus={(e) => e.target.select()}
        />
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
      >
        {copied ? "Copied" : "Copy link"}
      </Button>
    </div>
  );
}
