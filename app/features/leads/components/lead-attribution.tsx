import { VisitTouches } from "~/components/admin/visit-touches";
import type { LeadDetail } from "../detail.server";

/** Where the website visitor came from (docs/decisions/0083); staff-entered leads have no visit. */
export function LeadAttribution({ lead }: { lead: Pick<LeadDetail, "firstTouch" | "lastTouch" | "marketingSource" | "campaign"> }) {
  return (
    <VisitTouches
      first={lead.firstTouch}
      last={lead.lastTouch}
      credit={
        <>
          Credited to <strong>{lead.marketingSource}</strong>
          {lead.campaign ? (
            <>
              {" "}
              / <strong>{lead.campaign}</strong>
            </>
          ) : null}
          .
        </>
      }
    />
  );
}
