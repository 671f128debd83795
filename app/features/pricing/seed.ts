import type { priceListItemsTable } from "./tables";

type NewItem = typeof priceListItemsTable.$inferInsert;

/** A demo price list for a fresh install: what an Auckland handyman business commonly quotes, GST-inclusive. */
export const SEED_PRICE_LIST: NewItem[] = [
  {
    code: "GUT-CLEAN-1",
    name: "Gutter clean, single storey",
    description: "Clear, flush and check downpipes",
    unit: "m",
    unitPriceCents: 1_250,
  },
  {
    code: "GUT-CLEAN-2",
    name: "Gutter clean, two storey",
    description: "Clear, flush and check downpipes, with access gear",
    unit: "m",
    unitPriceCents: 1_850,
  },
  { code: "GUT-GUARD", name: "Gutter guard, supplied and fitted", description: "Aluminium mesh", unit: "m", unitPriceCents: 3_400 },
  {
    code: "WASH-HOUSE",
    name: "House wash, soft wash",
    description: "Low-pressure wash with mould treatment",
    unit: "m2",
    unitPriceCents: 650,
  },
  { code: "WASH-DECK", name: "Deck clean and oil prep", description: "", unit: "m2", unitPriceCents: 1_400 },
  {
    code: "PAINT-ROOM",
    name: "Interior room repaint",
    description: "Walls, two coats, up to 4 × 4 m",
    unit: "each",
    unitPriceCents: 89_000,
  },
  {
    code: "FENCE-PALING",
    name: "Paling fence, supplied and built",
    description: "1.8 m H3.2 treated pine",
    unit: "m",
    unitPriceCents: 16_500,
  },
  { code: "CALL-OUT", name: "Call-out and first half hour", description: "", unit: "visit", unitPriceCents: 8_500 },
  {
    code: "RUBBISH-TRAILER",
    name: "Rubbish removal, trailer load",
    description: "Including tip fees",
    unit: "each",
    unitPriceCents: 24_000,
  },
  {
    code: "TAP-WASHER",
    name: "Tap washer replacement",
    description: "Per tap, parts included",
    unit: "each",
    unitPriceCents: 6_500,
    amountsAre: "inclusive",
  },
];
