import { ArrowDown, ArrowUp } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { Form, Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { ServiceIcon } from "~/components/content/service-icon";
import { HERO_FEATURED_COUNT } from "../limits";
import type { Service } from "../types";

type Row = Pick<Service, "id" | "name" | "path" | "icon" | "featured" | "inMoreDialog" | "published">;

function MoveButton({ service, direction, disabled }: { service: Row; direction: "up" | "down"; disabled: boolean }) {
  const arrow = direction === "up" ? ArrowUp : ArrowDown;
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={service.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        disabled={disabled}
        className="grid size-9 place-items-center rounded-md border border-slate-300 text-ink hover:bg-brand-50 disabled:opacity-40"
      >
        <Icon icon={arrow} className="size-4" />
        <span className="sr-only">
          Move {service.name} {direction}
        </span>
      </button>
    </Form>
  );
}

const yes = (flag: boolean) => (flag ? "Yes" : "No");

/** Every service in display order: the home grid shows the first featured ones, the More dialog the ones marked for it. */
export function ServicesTable({ services, canEdit }: { services: Row[]; canEdit: boolean }) {
  const onGrid = new Set(
    services
      .filter((s) => s.featured && s.published)
      .slice(0, HERO_FEATURED_COUNT)
      .map((s) => s.id),
  );
  return (
    <DataTable
      caption="Services in display order"
      rows={services}
      empty="No services yet. Add the first one above."
      columns={[
        {
          header: "Service",
          cell: (service) => (
            <Link
              to={`/admin/services-management/${service.id}`}
              className="flex items-center gap-2 font-semibold text-brand-700 hover:underline"
            >
              <ServiceIcon name={service.icon} className="size-4" />
              {service.name}
            </Link>
          ),
        },
        { header: "Order", cell: (_, i) => <span className="text-muted">{i + 1}</span> },
        { header: "Page", cell: (service) => service.path ?? <span className="text-muted">No page</span> },
        {
          header: "On the home grid",
          cell: (service) => (service.featured ? (onGrid.has(service.id) ? "Yes" : "Featured, not shown (grid full)") : "No"),
        },
        { header: "In More dialog", cell: (service) => yes(service.inMoreDialog) },
        { header: "Published", cell: (service) => yes(service.published) },
        canEdit && {
          header: "Move",
          cell: (service, i) => (
            <div className="flex gap-1">
              <MoveButton service={service} direction="up" disabled={i === 0} />
              <MoveButton service={service} direction="down" disabled={i === services.length - 1} />
            </div>
          ),
        },
      ]}
    />
  );
}
