import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { addVisitPhoto, completeVisit } from "~/features/jobs/crew-work.server";
import { answerOffer } from "~/features/jobs/dispatch.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { addVisit } from "~/features/jobs/visits.server";
import { insertLead } from "~/features/leads/leads.server";
import { makeProject, publishProject, saveProject, loadProjectForStaff } from "~/features/projects/projects.server";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { processPhoto } from "~/features/uploads/process-photo.server";
import { tradiesTable } from "~/features/tradies/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import type { Database } from "../platform/db/database";
import type { RunQueuedWork } from "./run-queued-work";

const TEAM = { id: "demo-seed", name: "Harbourside team" };
const PHOTO_SIZE = 1200;

interface PastJob {
  customer: { name: string; email: string; phone: string; address: string; suburb: string; service: string; message: string };
  title: string;
  writeUp: string;
  /** Wall colour before and after, and the trim. */
  before: string;
  after: string;
  trim: string;
}

const PAST_JOBS: PastJob[] = [
  {
    customer: {
      name: "Mere Tawhiri",
      email: "mere.tawhiri@example.co.nz",
      phone: "021 555 0144",
      address: "18 Victoria Road",
      suburb: "Devonport",
      service: "Painting",
      message: "Villa weatherboards are peeling on the sunny side.",
    },
    title: "Villa weatherboard repaint",
    writeUp:
      "The north face of this 1910s villa had lost its paint to the sun. We scraped and sanded back to sound timber, primed the bare boards, and finished in two coats of low-sheen acrylic, with the trims picked out in white.",
    before: "#9c8f7d",
    after: "#3e6b70",
    trim: "#f5f2ea",
  },
  {
    customer: {
      name: "Tom Fraser",
      email: "tom.fraser@example.co.nz",
      phone: "022 555 0171",
      address: "5 Hurstmere Road",
      suburb: "Takapuna",
      service: "Gutter Cleaning",
      message: "Gutters overflow onto the deck every time it rains.",
    },
    title: "Gutter clean and downpipe clear",
    writeUp:
      "Leaves from the neighbour's pōhutukawa had filled the gutters and blocked both downpipes. We cleared them by hand from the roof, flushed the downpipes, and fitted leaf guards over the worst run.",
    before: "#8a8070",
    after: "#d9d4c7",
    trim: "#2b3a42",
  },
];

/** A simple drawing of a house front: a wall of weatherboards, a roof, a window; weathered streaks on the "before". */
function houseFront(wall: string, trim: string, weathered: boolean): Buffer {
  const boards = Array.from({ length: 16 }, (_, i) => `<rect x="100" y="${420 + i * 45}" width="1000" height="4" fill="#00000022"/>`).join(
    "",
  );
  const streaks = weathered
    ? Array.from(
        { length: 30 },
        (_, i) =>
          `<rect x="${120 + ((i * 137) % 940)}" y="${440 + ((i * 89) % 600)}" width="${20 + (i % 4) * 12}" height="${30 + (i % 5) * 20}" fill="#e8e1d3" opacity="0.55"/>`,
      ).join("")
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}">
    <rect width="100%" height="100%" fill="#bcd7e6"/>
    <rect y="1120" width="100%" height="80" fill="#6f8f4e"/>
    <polygon points="60,430 600,120 1140,430" fill="${trim === "#f5f2ea" ? "#5b3a32" : "#44525a"}"/>
    <rect x="100" y="420" width="1000" height="720" fill="${wall}"/>${boards}${streaks}
    <rect x="230" y="560" width="300" height="360" fill="#26343d" stroke="${trim}" stroke-width="24"/>
    <rect x="700" y="620" width="260" height="520" fill="#6b4a3a" stroke="${trim}" stroke-width="24"/>
    <rect x="80" y="400" width="1040" height="28" fill="${trim}"/>
  </svg>`;
  return Buffer.from(svg);
}

async function photoOf(wall: string, trim: string, weathered: boolean) {
  const jpeg = await sharp(houseFront(wall, trim, weathered))
    .jpeg({ quality: 85 })
    .toBuffer();
  const processed = await processPhoto({ bytes: new Uint8Array(jpeg) }, 25_000_000);
  if (!processed.ok) throw new Error(`The demo photo could not be made: ${processed.message}`);
  return processed.variants;
}

/**
 * Demo gallery projects, made the way the business makes them: two past customers' jobs, each
 * visited yesterday by a tradie who took a before and an after photo and had the customer sign
 * off (saying yes to photos on the website); staff then made each job's project, wrote it up and
 * published it. Runs after the demo jobs, so their numbers come first.
 */
export async function seedDemoProjects(db: Database, runQueuedWork: RunQueuedWork) {
  const [tradie] = await db
    .select({ id: tradiesTable.id, name: tradiesTable.name })
    .from(tradiesTable)
    .where(eq(tradiesTable.status, "active"))
    .orderBy(asc(tradiesTable.id))
    .limit(1);
  if (!tradie) return;
  const settings = DEFAULT_SETTINGS;
  const yesterday = addDays(todayInAuckland(), -1);
  for (const past of PAST_JOBS) {
    const lead = await db.transaction((tx) =>
      insertLead(tx, { ...past.customer, preferredDate: yesterday, preferredTime: "09:00 AM" }, { key: null, requestHash: "" }),
    );
    if (!lead) continue;
    const job = await createJobFromLead(db, TEAM, lead.id, { title: past.title, scope: past.customer.message });
    const visit = await addVisit(
      db,
      TEAM,
      { jobId: job.id },
      { day: yesterday, timing: "fixed", start: 8 * 60, end: 12 * 60, tradieIds: [tradie.id], instructions: "" },
      settings,
    );
    await answerOffer(db, tradie, visit.id, { accept: true }, settings);
    await addVisitPhoto(db, tradie, visit.id, "before", await photoOf(past.before, past.trim, true));
    await addVisitPhoto(db, tradie, visit.id, "after", await photoOf(past.after, past.trim, false));
    await completeVisit(db, tradie, visit.id, { name: past.customer.name, photosMayBeShown: true }, settings);
    const projectId = await makeProject(db, TEAM, job.id);
    const project = (await loadProjectForStaff(db, projectId))!;
    await saveProject(db, TEAM, projectId, {
      title: past.title,
      writeUp: past.writeUp,
      suburb: project.suburb,
      service: project.service,
      photos: project.photos.map(({ photoId, caption }) => ({ photoId, caption })),
    });
    await publishProject(db, TEAM, projectId);
  }
  // The jobs' "done" events draft their invoices and queue their review requests now, as the runner would a moment later.
  await runQueuedWork(db);
}
