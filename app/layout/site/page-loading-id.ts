/** The public pages' "Loading..." spinner: rendered by route-loading.tsx, shown by app/islands/page-loading.ts (kept apart so the page script need not import React). */
export const PAGE_LOADING_ID = "page-loading";
