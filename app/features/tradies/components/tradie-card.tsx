import { BadgeCheck, Star } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { Tooltip } from "~/components/ui/tooltip";
import type { PublicTradie } from "../types";
import { TradiePhoto } from "./tradie-photo";

export function TradieCard({ tradie, eager = false }: { tradie: PublicTradie; eager?: boolean }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <TradiePhoto name={tradie.name} photoId={tradie.photoId} size={56} eager={eager} />
        <div>
          <h3 className="font-semibold">
            <a href={`/tradie/${tradie.id}`} className="hover:underline">
              {tradie.name}
            </a>
          </h3>
          {tradie.businessName ? <p className="text-sm text-muted">{tradie.businessName}</p> : null}
        </div>
      </div>
      <p className="mt-3 text-sm text-ink">{tradie.trades.join(" · ")}</p>
      <p className="mt-1 text-sm text-muted">{tradie.areas.join(", ")}</p>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-4 text-sm">
        {tradie.rating !== null ? (
          <span className="inline-flex items-center gap-1">
            <Icon icon={Star} className="size-4 fill-accent-400 text-accent-500" />
            {tradie.rating.toFixed(1)} ({tradie.reviewCount} reviews)
          </span>
        ) : null}
        {tradie.verifiedAt ? (
          <Tooltip id={`verified-${tradie.id}`} content="Licences, insurance and identity checked by our team">
            <Icon icon={BadgeCheck} className="size-4" /> Verified
          </Tooltip>
        ) : null}
        <span className="text-muted">{tradie.yearsExperience} years</span>
      </div>
    </article>
  );
}
