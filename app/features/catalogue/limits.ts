/** The home page shows 8 featured service cards and the More dialog lists 16 services. */
export const HERO_FEATURED_COUNT = 8;
export const MORE_DIALOG_COUNT = 16;
