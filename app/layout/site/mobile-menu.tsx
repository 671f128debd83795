import { Mail, Menu, Phone, Siren } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { QuoteButton } from "~/components/quote/quote-button";
import { PageDialog, PageDialogTrigger } from "~/components/ui/page-dialog";
import { cn } from "~/lib/cn";
import { telHref } from "~/lib/phone";
import { NavAnchor } from "./nav-anchor";
import { MAIN_NAV } from "./nav-links";

const MENU_ID = "site-menu";

/** The menu under 1280 px: a plain <dialog> (page-dialog.tsx), so it works before and without any page script. */
export function MobileMenu({ phone, email, emergencyPhone }: { phone: string; email: string; emergencyPhone: string }) {
  return (
    <>
      <PageDialogTrigger
        dialogId={MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 xl:hidden"
        aria-label="Open menu"
      >
        <Icon icon={Menu} className="size-6" />
      </PageDialogTrigger>
      <PageDialog id={MENU_ID} title="Menu" side="right">
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavAnchor
                  to={item.to}
                  className={(isActive) =>
                    cn("block rounded-md px-3 py-3 font-medium hover:bg-brand-50", isActive ? "bg-brand-50 text-brand-700" : "text-ink")
                  }
                >
                  {item.label}
                </NavAnchor>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 space-y-3 border-t border-brand-100 pt-6">
          <QuoteButton className="w-full" />
          <a href={telHref(phone)} className="flex items-center gap-3 rounded-md px-3 py-2 text-ink hover:bg-brand-50">
            <Icon icon={Phone} className="size-5 text-brand-700" />
            <span>{phone}</span>
          </a>
          <a href={`mailto:${email}`} className="flex items-center gap-3 rounded-md px-3 py-2 text-ink hover:bg-brand-50">
            <Icon icon={Mail} className="size-5 text-brand-700" />
            <span className="break-all">{email}</span>
          </a>
          <a
            href={telHref(emergencyPhone)}
            className="flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-3 font-semibold text-white hover:bg-red-800"
          >
            <Icon icon={Siren} className="size-5" />
            Emergency Service
          </a>
        </div>
      </PageDialog>
    </>
  );
}
