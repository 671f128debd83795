import { data, Form, Link } from "react-router";
import { getDb } from "~/platform/db/client.server";
import { SelectInput } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import { AUDIT_PAGE_SIZE, listAudit, listAuditActors } from "~/features/audit/audit.server";
import { changedFields } from "~/features/audit/diff";
import { AuditList } from "~/features/audit/components/audit-list";
import { requireStaff } from "~/features/auth/guard.server";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import type { Route } from "./+types/audit";
import { auditFiltersQuery } from "~/features/audit/filters-schema";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Audit trail");

const ENTITY_TYPES = [
  { value: "settings", label: "Settings" },
  { value: "service", label: "Services" },
  { value: "staff", label: "Staff accounts" },
  { value: "lead", label: "Leads" },
  { value: "tradie", label: "Tradies" },
  { value: "application", label: "Applications" },
];

/** Only administrators browse the audit trail. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "audit.view");
  const filters = auditFiltersQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (filters.before === null) throw data({ message: "There is no such page of the audit trail." }, { status: 404 });
  const db = getDb();
  const [rows, actors] = await Promise.all([
    listAudit(db, { entityType: filters.type || undefined, actorId: filters.actor || undefined, beforeId: filters.before }),
    listAuditActors(db),
  ]);
  return {
    // Only the fields that changed go to the browser, not both whole records.
    rows: rows.map(({ before, after, at, actorId: _, ...row }) => ({
      ...row,
      at: at.toISOString(),
      changes: changedFields(before, after),
    })),
    actors,
    filters: { type: filters.type ?? "", actor: filters.actor ?? "" },
    olderThan: rows.length === AUDIT_PAGE_SIZE ? rows.at(-1)?.id : undefined,
  };
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { rows, actors, filters, olderThan } = loaderData;
  const older = new URLSearchParams({
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
    before: String(olderThan ?? ""),
  });
  return (
    <AdminPage
      title="Audit trail"
      description="Every change staff make in the admin area: who, when, what, and the values before and after. Newest first."
    >
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <SelectInput
          scope="audit"
          compact
          name="type"
          label="What changed"
          defaultValue={filters.type}
          options={[{ value: "", label: "Everything" }, ...ENTITY_TYPES]}
          className="min-w-48 flex-1"
        />
        <SelectInput
          scope="audit"
          compact
          name="actor"
          label="Who"
          defaultValue={filters.actor}
          options={[{ value: "", label: "Anyone" }, ...actors.map((a) => ({ value: a.id, label: a.name }))]}
          className="min-w-48 flex-1"
        />
        <Button type="submit">Filter</Button>
      </Form>
      <AuditList rows={rows} />
      {olderThan ? (
        <Link to={`?${older}`} className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
          Older changes →
        </Link>
      ) : null}
    </AdminPage>
  );
}
