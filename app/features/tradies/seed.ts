import type { tradiesTable } from "./tables";

type NewTradie = typeof tradiesTable.$inferInsert;

/** A day `days` from now, `YYYY-MM-DD`: demo cover and licences stay current for a while after install. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const checked = { verifiedAt: new Date(), verifiedByName: "Harbourside team" };

/** Each demo tradie's portal address, from their name ("Liam O'Connor" → liam.oconnor@example.co.nz). */
function demoEmail(name: string): string {
  return `${name
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .trim()
    .replace(/\s+/g, ".")}@example.co.nz`;
}

/** Demo tradies: plausible, clearly fictional people for a fresh install (tradie 1 must stay published). */
export const SEED_TRADIES: NewTradie[] = (
  [
    {
      name: "Aroha Ngata",
      businessName: "Ngata Plumbing & Gas",
      trades: ["Plumbing", "Drain Cleaning", "Leak Repair"],
      areas: ["West Auckland", "North Shore"],
      bio: "Certifying plumber and gasfitter with a soft spot for old villas. Aroha fixes leaks properly the first time and leaves every bathroom cleaner than she found it.",
      yearsExperience: 14,
      licences: [{ kind: "pgdb", number: "PGDB 21457", expiresOn: daysFromNow(240) }],
      insuranceProvider: "Vero",
      insuranceExpiresOn: daysFromNow(300),
      jobsCompleted: 640,
      ...checked,
      status: "active",
      published: true,
    },
    {
      name: "Sam Patel",
      businessName: "Brightline Electrical",
      trades: ["Electrical", "HVAC"],
      areas: ["South Auckland", "East Auckland"],
      bio: "Registered electrician who installs heat pumps, LED lighting and switchboard upgrades across South and East Auckland, with tidy work and clear quotes.",
      yearsExperience: 11,
      licences: [{ kind: "ewrb", number: "E 248190", expiresOn: daysFromNow(410) }],
      insuranceProvider: "NZI",
      insuranceExpiresOn: daysFromNow(200),
      jobsCompleted: 470,
      ...checked,
      status: "active",
      published: true,
    },
    {
      name: "Mere Tautahi",
      businessName: "Tautahi Painters",
      trades: ["Painting", "Windows"],
      areas: ["North Shore", "East Auckland"],
      bio: "Mere's team repaints weatherboard homes inside and out, with careful preparation, lead-safe practice on older houses and premium New Zealand-made paints.",
      yearsExperience: 18,
      insuranceProvider: "Vero",
      insuranceExpiresOn: daysFromNow(330),
      jobsCompleted: 310,
      ...checked,
      status: "active",
      published: true,
    },
    {
      name: "Liam O'Connor",
      businessName: "Shore Handyman Services",
      trades: ["Handyperson", "Carpentry", "General Maintenance"],
      areas: ["North Shore"],
      suburbs: ["Takapuna", "Milford", "Devonport", "Northcote"],
      bio: "A licensed building practitioner who handles the odd jobs list: doors that stick, deck boards, shelving, fences and flat-pack furniture.",
      yearsExperience: 9,
      licences: [{ kind: "lbp", number: "BP 131072", expiresOn: daysFromNow(150) }],
      insuranceProvider: "AA Insurance",
      insuranceExpiresOn: daysFromNow(270),
      jobsCompleted: 890,
      ...checked,
      status: "active",
      published: true,
    },
    {
      name: "Grace Liu",
      businessName: "Greenway Gardens",
      trades: ["Landscaping", "Lawn Care", "Waste Removal"],
      areas: ["East Auckland", "South Auckland"],
      bio: "Grace and her crew keep lawns, hedges and gardens looking sharp all year, from weekly mows in Botany to full landscape makeovers in Howick.",
      yearsExperience: 7,
      insuranceProvider: "NZI",
      insuranceExpiresOn: daysFromNow(180),
      jobsCompleted: 520,
      ...checked,
      status: "active",
      published: true,
    },
    {
      name: "Tomasi Fifita",
      businessName: "Fifita Roofing & Gutters",
      trades: ["Roofing", "Gutter Cleaning", "Leak Repair"],
      areas: ["West Auckland", "South Auckland"],
      bio: "Roofer and gutter specialist working safely at height with proper edge protection. Tomasi clears, repairs and replaces gutters and downpipes.",
      yearsExperience: 12,
      licences: [{ kind: "lbp", number: "BP 118230", expiresOn: daysFromNow(90) }],
      insuranceProvider: "Vero",
      insuranceExpiresOn: daysFromNow(120),
      jobsCompleted: 415,
      status: "active",
      published: true,
    },
  ] satisfies NewTradie[]
).map((tradie) => ({ ...tradie, email: demoEmail(tradie.name) }));
