import { formatCount } from "~/lib/format-number";
import type { ServiceSummary } from "~/features/catalogue/types";
import type { PublicSettings } from "~/features/settings/public-settings";
import { openingHoursRows } from "~/features/settings/format";
import { telHref } from "~/lib/phone";

interface SiteFooterProps {
  settings: PublicSettings;
  services: ServiceSummary[];
  areas: Array<{ name: string; path: string }>;
}

const COMPANY_LINKS = [
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/projects", label: "Our work" },
  { to: "/reviews", label: "Customer reviews" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/how-it-works", label: "How it works" },
  { to: "/faq", label: "FAQ" },
  { to: "/property-maintenance-guide", label: "Property maintenance guide" },
  { to: "/join-as-tradie", label: "Join as a tradie" },
];

function FooterLinks({ links }: { links: Array<{ to: string; label: string }> }) {
  return (
    <ul className="space-y-2 text-sm">
      {links.map((l) => (
        <li key={l.to}>
          <a href={l.to} className="hover:underline">
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({ settings, services, areas }: SiteFooterProps) {
  const popular = services.filter((s) => s.path && s.featured);
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-3 font-semibold text-white">
            Popular services
          </h2>
          <FooterLinks links={popular.map((s) => ({ to: s.path!, label: s.name }))} />
        </section>
        <section aria-labelledby="footer-areas">
          <h2 id="footer-areas" className="mb-3 font-semibold text-white">
            Service areas
          </h2>
          <FooterLinks links={areas.map((a) => ({ to: a.path, label: a.name }))} />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 font-semibold text-white">
            Contact us
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <a href={telHref(settings.phone)} className="hover:underline">
                {settings.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`} className="break-all hover:underline">
                {settings.email}
              </a>
            </li>
            <li>{settings.postalAddress}</li>
          </ul>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {openingHoursRows(settings.openingHours).map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-medium text-white">{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 font-semibold text-white">
            Company
          </h2>
          <FooterLinks links={COMPANY_LINKS} />
        </section>
      </div>
      <div className="border-t border-brand-800">
        <p className="container-page py-4 text-sm">
          © {new Date().getFullYear()} {settings.businessName}.
          {settings.rating !== null ? ` Rated ${settings.rating.toFixed(1)} from ${formatCount(settings.reviewCount)} reviews.` : null}
        </p>
      </div>
    </footer>
  );
}
