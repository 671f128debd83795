import { Clock, Mail, MapPin, Phone, Siren } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { CtaBand } from "~/components/content/cta-band";
import { InfoSections } from "~/components/content/info-sections";
import { PageHero } from "~/components/content/page-hero";
import { infoPage } from "~/features/pages/content";
import { openingHoursRows } from "~/features/settings/format";
import { telHref } from "~/lib/phone";
import { pageMeta, rootDataFrom } from "~/lib/seo";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/contact";

const page = infoPage("/contact");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(rootDataFrom(matches), { title: page.metaTitle, description: page.metaDescription, path: page.path });

export default function Contact() {
  const { settings } = useRootData();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details" className="h-fit rounded-xl bg-brand-50 p-6">
          <h2 id="contact-details" className="text-xl font-bold">
            Contact details
          </h2>
          <ul className="mt-4 space-y-4">
            <li className="flex gap-3">
              <Icon icon={Phone} className="size-5 text-brand-700" />
              <a href={telHref(settings.phone)} className="font-semibold text-brand-700 hover:underline">
                {settings.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon icon={Siren} className="size-5 text-red-700" />
              <span>
                Emergencies:{" "}
                <a href={telHref(settings.emergencyPhone)} className="font-semibold text-brand-700 hover:underline">
                  {settings.emergencyPhone}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <Icon icon={Mail} className="size-5 text-brand-700" />
              <a href={`mailto:${settings.email}`} className="break-all font-semibold text-brand-700 hover:underline">
                {settings.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon icon={MapPin} className="size-5 text-brand-700" />
              <span>{settings.postalAddress}</span>
            </li>
          </ul>
          <h3 className="mt-6 flex items-center gap-2 font-semibold">
            <Icon icon={Clock} className="size-5 text-brand-700" /> Opening hours
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {openingHoursRows(settings.openingHours).map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-medium">{row.days}</dt>
                <dd className="text-muted">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
        <InfoSections sections={page.sections} />
      </div>
      <CtaBand heading="The fastest way to a quote" text="Use our quote form and a tradie will be in touch within one working day." />
    </>
  );
}
