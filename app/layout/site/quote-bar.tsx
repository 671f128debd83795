import { Phone } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { QuoteButton } from "~/components/quote/quote-button";
import { telHref } from "~/lib/phone";

/**
 * On phones (under 640 px, where the header has room only for the logo, the call link and the
 * menu), a bar fixed to the bottom of the screen keeps "Get a Free Quote" and a call button in
 * reach on every page. The spacer after it lets the page scroll its last lines, the footer's
 * links, clear of the bar.
 */
export function QuoteBar({ phone }: { phone: string }) {
  return (
    <>
      <div aria-hidden="true" className="h-[calc(4.5rem+env(safe-area-inset-bottom))] sm:hidden" />
      <aside
        aria-label="Get a quote or call us"
        className="fixed inset-x-0 bottom-0 z-20 flex gap-2 border-t border-brand-100 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] sm:hidden"
      >
        <QuoteButton size="bar" className="flex-1 whitespace-nowrap" />
        <a
          href={telHref(phone)}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-md border border-brand-700 px-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Icon icon={Phone} className="size-4" />
          Call
        </a>
      </aside>
    </>
  );
}
