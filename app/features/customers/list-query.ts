import { defineListQuery, listFilters } from "~/lib/list-query";

/** The customers list's search (a name, an exact email or a phone number's first digits) and page, in its URL. Isomorphic. */
export const customerListQuery = defineListQuery("/admin/customers", 50, { q: listFilters.text() });

export type CustomerListQuery = ReturnType<typeof customerListQuery.read>;
