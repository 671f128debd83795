import { SEED_SERVICES } from "~/features/catalogue/seed/services";
import { serviceFormValues } from "~/features/catalogue/service-form";
import type { Service } from "~/features/catalogue/types";

/** Seeded services get ids in catalogue order. */
export const seededServiceId = (slug: string) => SEED_SERVICES.findIndex((s) => s.slug === slug) + 1;

/** The edit form of a seeded service as the page fills it in (published), with fields replaced. */
export function seededServiceForm(slug: string, overrides: Record<string, string> = {}): Record<string, string> {
  const seed = SEED_SERVICES.find((s) => s.slug === slug)!;
  const values = serviceFormValues({ ...seed, id: seededServiceId(slug), sortOrder: seededServiceId(slug), published: true } as Service);
  return { ...values, ...overrides };
}

/** A complete add-a-service form for "Deck Repairs" with its own page (page words borrowed from painting), published. */
export function newServiceForm(overrides: Record<string, string> = {}): Record<string, string> {
  return seededServiceForm("painting", {
    name: "Deck Repairs",
    path: "/deck-repairs",
    shortDescription: "Loose boards, rotten joists and tired decks made safe and smart again.",
    icon: "hammer",
    quoteService: "Carpentry",
    heading: "Deck repairs in Auckland",
    ...overrides,
  });
}

/** A form without one of its fields, as a browser sends an unticked checkbox. */
export const without = (form: Record<string, string>, field: string) =>
  Object.fromEntries(Object.entries(form).filter(([k]) => k !== field));
