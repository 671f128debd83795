import { LayoutGrid } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { ServiceIcon } from "~/components/content/service-icon";
import { PageDialog, PageDialogTrigger } from "~/components/ui/page-dialog";
import type { ServiceSummary } from "~/features/catalogue/types";
import { HERO_TILES } from "~/features/quote-requests/constants";
import { quoteOpenAttributes } from "~/components/quote/open-quote";

const MORE_ID = "more-services";

/** The hero's quick service icons, each with trending jobs, and a More dialog with every service. */
export function QuickServices({ moreServices }: { moreServices: ServiceSummary[] }) {
  return (
    <div className="mt-8">
      <h2 className="text-sm font-semibold tracking-wide text-brand-50 uppercase">Popular right now</h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {HERO_TILES.map((tile) => (
          <li key={tile.service}>
            <button
              type="button"
              {...quoteOpenAttributes(tile.service)}
              className="flex h-full w-full flex-col items-center gap-1 rounded-xl bg-white/10 p-3 text-center text-white hover:bg-white/20"
              aria-describedby={`trending-${tile.icon}`}
            >
              <ServiceIcon name={tile.icon} className="size-6" />
              <span className="text-sm font-semibold">{tile.service}</span>
              <span id={`trending-${tile.icon}`} className="hidden text-xs text-brand-50 sm:block">
                {tile.trending.join(" · ")}
              </span>
            </button>
          </li>
        ))}
        <li>
          <PageDialogTrigger
            dialogId={MORE_ID}
            className="flex h-full w-full flex-col items-center justify-center gap-1 rounded-xl bg-white/10 p-3 text-white hover:bg-white/20"
          >
            <Icon icon={LayoutGrid} className="size-6" />
            <span className="text-sm font-semibold">More</span>
          </PageDialogTrigger>
          <PageDialog
            id={MORE_ID}
            title="All services"
            description="Choose a service to see what's included, or ask for a free quote."
            width="3xl"
          >
            <ul className="grid gap-2 sm:grid-cols-2">
              {moreServices.map((s) => (
                <li key={s.slug}>
                  <MoreServiceEntry service={s} />
                </li>
              ))}
            </ul>
          </PageDialog>
        </li>
      </ul>
    </div>
  );
}

function MoreServiceEntry({ service }: { service: ServiceSummary }) {
  const body = (
    <>
      <ServiceIcon name={service.icon} className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <span>
        <span className="block font-semibold text-ink">{service.name}</span>
        <span className="block text-sm text-muted">{service.shortDescription}</span>
      </span>
    </>
  );
  const className = "flex w-full gap-3 rounded-lg p-3 text-left hover:bg-brand-50";
  return service.path ? (
    <a href={service.path} className={className}>
      {body}
    </a>
  ) : (
    <button type="button" {...quoteOpenAttributes(service.quoteService)} className={className}>
      {body}
    </button>
  );
}
