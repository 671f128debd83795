import { ChevronDown } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import type { Faq } from "~/lib/structured-data";

/** Questions as native disclosure widgets: keyboard-ready and readable without JavaScript. */
export function FaqList({ faqs, headingLevel = 3 }: { faqs: Faq[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-4 sm:p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold text-ink">{faq.question}</Heading>
            <Icon icon={ChevronDown} className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 leading-7 text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
