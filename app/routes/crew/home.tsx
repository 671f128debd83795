import { FormAlert } from "~/components/form/form-alert";
import { CrewVisitList } from "~/features/crew/components/crew-visit-list";
import { requireTradie } from "~/features/crew/session.server";
import { crewVisits } from "~/features/jobs/crew-view.server";
import { getSettings } from "~/features/settings/settings.server";
import { addDays, todayInAuckland } from "~/lib/clock";
import { CrewFrame } from "~/layout/crew/crew-frame";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/home";

/** The tradie portal (docs/decisions/0111): no public header or footer, never indexed. */
export const handle = { ownFrame: true, crewApp: true };

export const meta: Route.MetaFunction = () => [{ title: "My jobs" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: Route.LoaderArgs) {
  const tradie = await requireTradie(request, "crew.enter");
  const today = todayInAuckland();
  const { businessName } = await getSettings();
  const declined = new URL(request.url).searchParams.get("notice") === "declined";
  const visits = await crewVisits(getDb(), tradie, today);
  // The next 7 days of the tradie's own visits are kept on the phone for use without signal (docs/decisions/0228).
  const lastKept = addDays(today, 7);
  const keep = visits.filter((v) => v.offer === "accepted" && v.time.day <= lastKept).map((v) => `/crew/visits/${v.id}`);
  return { tradie: { id: tradie.id, name: tradie.name }, today, businessName, declined, visits, keep };
}

export default function CrewHome({ loaderData }: Route.ComponentProps) {
  return (
    <CrewFrame businessName={loaderData.businessName} tradie={loaderData.tradie} keep={loaderData.keep}>
      <h1 className="mb-6 text-2xl font-bold text-ink">{`Kia ora ${loaderData.tradie.name.split(" ")[0]}`}</h1>
      {loaderData.declined ? (
        <FormAlert tone="success" className="mb-6">
          Thanks for letting us know: the office will offer that visit to someone else.
        </FormAlert>
      ) : null}
      <CrewVisitList visits={loaderData.visits} today={loaderData.today} />
    </CrewFrame>
  );
}
