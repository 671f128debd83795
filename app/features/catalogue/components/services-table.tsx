import { ArrowDown, ArrowUp } from "lucide-react";
import { Form, Link } from "react-router";
import { ServiceIcon } from "~/components/content/service-icon";
import { HERO_FEATURED_COUNT } from "../limits";
import type { Service } from "../types";

type Row = Pick<Service, "id" | "name" | "path" | "icon" | "featured" | "inMoreDialog" | "published">;

function MoveButton({ service, direction, disabled }: { service: Row; direction: "up" | "down"; disabled: boolean }) {
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
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
        <Icon aria-hidden="true" className="size-4" />
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
  let featuredSeen = 0;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Services in display order</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            <th scope="col" className="px-4 py-3">
              Order
            </th>
            <th scope="col" className="px-4 py-3">
              Service
            </th>
            <th scope="col" className="px-4 py-3">
              Page
            </th>
            <th scope="col" className="px-4 py-3">
              On the home grid
            </th>
            <th scope="col" className="px-4 py-3">
              In More dialog
            </th>
            <th scope="col" className="px-4 py-3">
              Published
            </th>
            {canEdit ? (
              <th scope="col" className="px-4 py-3">
                Move
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {services.map((service, i) => {
            const onGrid = service.featured && service.published && ++featuredSeen <= HERO_FEATURED_COUNT;
            return (
              <tr key={service.id} className="border-t border-slate-100">
                <td className="px-4 py-3 text-muted">{i + 1}</td>
                <td className="px-4 py-3">
                  <Link
                    to={`/admin/services-management/${service.id}`}
                    className="flex items-center gap-2 font-semibold text-brand-700 hover:underline"
                  >
                    <ServiceIcon name={service.icon} className="size-4" />
                    {service.name}
                  </Link>
                </td>
                <td className="px-4 py-3">{service.path ?? <span className="text-muted">No page</span>}</td>
                <td className="px-4 py-3">{service.featured ? (onGrid ? "Yes" : "Featured, not shown (grid full)") : "No"}</td>
                <td className="px-4 py-3">{yes(service.inMoreDialog)}</td>
                <td className="px-4 py-3">{yes(service.published)}</td>
                {canEdit ? (
                  <td className="px-4 py-3">
                    <div className="flex gap-1">
                      <MoveButton service={service} direction="up" disabled={i === 0} />
                      <MoveButton service={service} direction="down" disabled={i === services.length - 1} />
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
