import { Phone } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { QuoteButton } from "~/components/quote/quote-button";
import { cn } from "~/lib/cn";
import { telHref } from "~/lib/phone";
import { Logo } from "../../components/ui/logo";
import { MobileMenu } from "./mobile-menu";
import { NavAnchor } from "./nav-anchor";
import { MAIN_NAV } from "./nav-links";

export function SiteHeader({
  businessName,
  phone,
  email,
  emergencyPhone,
}: {
  businessName: string;
  phone: string;
  email: string;
  emergencyPhone: string;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <a href="/" className="min-w-0" aria-label={`${businessName} home`}>
          <Logo name={businessName} />
        </a>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavAnchor
                  to={item.to}
                  className={(isActive) =>
                    cn(
                      "rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap hover:bg-brand-50",
                      isActive ? "text-brand-700 underline underline-offset-4" : "text-ink",
                    )
                  }
                >
                  {item.label}
                </NavAnchor>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <a
            href={telHref(phone)}
            className="inline-flex items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 sm:px-3"
          >
            <Icon icon={Phone} className="size-4" />
            {/* At 1280–1535 px the full menu takes the room: the call link shows its icon only. */}
            <span className="sr-only whitespace-nowrap sm:not-sr-only xl:sr-only 2xl:not-sr-only">Call Now</span>
          </a>
          {/* Under 640 px the quote bar at the bottom of the screen holds it instead (quote-bar.tsx). */}
          <div className="hidden sm:flex">
            <QuoteButton size="sm" className="whitespace-nowrap" />
          </div>
          <MobileMenu phone={phone} email={email} emergencyPhone={emergencyPhone} />
        </div>
      </div>
    </header>
  );
}
