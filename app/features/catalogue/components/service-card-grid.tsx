import { ArrowRight } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { ServiceIcon } from "~/components/content/service-icon";
import { quoteOpenAttributes } from "~/components/quote/open-quote";
import type { ServiceSummary } from "../types";

export function ServiceCardGrid({ services }: { services: ServiceSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((s) => (
        <li key={s.slug} className="flex flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
          <span className="grid size-11 place-items-center rounded-lg bg-brand-50">
            <ServiceIcon name={s.icon} className="size-6 text-brand-700" />
          </span>
          <h3 className="mt-3 text-lg font-semibold">{s.name}</h3>
          <p className="mt-1 flex-1 text-sm text-muted">{s.shortDescription}</p>
          {s.path ? (
            <a href={s.path} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              {s.name} details <Icon icon={ArrowRight} className="size-4" />
            </a>
          ) : (
            <button
              type="button"
              {...quoteOpenAttributes(s.quoteService)}
              className="mt-4 inline-flex items-center gap-1 text-left font-semibold text-brand-700 hover:underline"
            >
              Quote for {s.name.toLowerCase()} <Icon icon={ArrowRight} className="size-4" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
