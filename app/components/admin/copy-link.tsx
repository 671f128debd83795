import { useState } from "react";
import { Button } from "~/components/ui/button";

/** A link just made, shown once: staff copy it into a text message or an email of their own (it cannot be shown again). */
export function CopyLink({ link, label, id }: { link: string; label: string; id: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          {label}
        </label>
        <input
          id={id}
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
