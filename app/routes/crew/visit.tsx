import { data, Link } from "react-router";
import { CrewVisitCard } from "~/features/crew/components/crew-visit-card";
import { skipRevalidationAfterKeptTap } from "~/features/crew/offline/kept-tap";
import { sendOrKeep } from "~/features/crew/offline/send-or-keep";
import { authoriseTradie, requireTradie } from "~/features/crew/session.server";
import { visitIntents } from "~/features/crew/visit-intents.server";
import { crewVisitCard } from "~/features/jobs/crew-view.server";
import { NO_CREW_VISIT } from "~/features/jobs/crew-work.server";
import { CrewMaterials } from "~/features/job-costing/components/crew-materials";
import { materialsAddedBy, pickableItems } from "~/features/job-costing/materials.server";
import { TimeOnJob } from "~/features/timesheets/components/time-on-job";
import { visitClock } from "~/features/timesheets/visit-clock.server";
import { getSettings } from "~/features/settings/settings.server";
import { todayInAuckland } from "~/lib/clock";
import { intentErrors } from "~/lib/field-errors";
import { formAction } from "~/lib/form-action";
import { routeId } from "~/lib/record-id";
import { CrewFrame } from "~/layout/crew/crew-frame";
import { getDb } from "~/platform/db/client.server";
import type { Route } from "./+types/visit";

export const handle = { ownFrame: true, crewApp: true, takesUploads: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.card.work} · My jobs` : "Visit · My jobs" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const tradie = await requireTradie(request, "crew.enter");
  const settings = await getSettings();
  const card = await crewVisitCard(getDb(), tradie, routeId(params.id, NO_CREW_VISIT), settings.jobs.showPricesToTradies);
  if (!card) throw data({ message: NO_CREW_VISIT }, { status: 404 });
  const accepted = card.offer === "accepted";
  const clock = accepted ? await visitClock(getDb(), tradie.id, card.id) : null;
  // Materials only on a job's visit the tradie has accepted: what they added, never anyone's rates.
  const materials =
    accepted && card.forJob ? { mine: await materialsAddedBy(getDb(), tradie.id, card.id), items: await pickableItems(getDb()) } : null;
  return {
    card,
    clock,
    materials,
    today: todayInAuckland(),
    tradie: { id: tradie.id, name: tradie.name },
    businessName: settings.businessName,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = routeId(params.id, NO_CREW_VISIT);
  return formAction(request, {
    authorise: authoriseTradie(request),
    permission: "crew.enter",
    intents: async (tradie) => visitIntents(getDb(), tradie, id, await getSettings()),
  });
}

/** Without signal, a tap is kept on the phone to send later (docs/decisions/0228); with it, the action above as ever. */
export async function clientAction({ request, params, serverAction }: Route.ClientActionArgs) {
  return sendOrKeep(request, Number(params.id), serverAction);
}

export const shouldRevalidate = skipRevalidationAfterKeptTap;

export default function CrewVisit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CrewFrame businessName={loaderData.businessName} tradie={loaderData.tradie}>
      <Link to="/crew" reloadDocument className="mb-4 inline-block text-sm font-semibold text-brand-700 underline">
        ← My jobs
      </Link>
      <CrewVisitCard card={loaderData.card} today={loaderData.today} result={actionData} />
      {loaderData.clock ? <TimeOnJob clock={loaderData.clock} errors={(intent) => intentErrors(actionData, intent)} /> : null}
      {loaderData.materials ? (
        <CrewMaterials
          materials={loaderData.materials.mine}
          items={loaderData.materials.items}
          errors={intentErrors(actionData, "add-material")}
        />
      ) : null}
    </CrewFrame>
  );
}
