import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogTable } from "~/features/audit/tables";
import { addVisitPhoto, completeVisit } from "~/features/jobs/crew-work.server";
import { answerPhotoQuestion } from "~/features/jobs/customer-job.server";
import { answerOffer } from "~/features/jobs/dispatch.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { recordPhotoConsentByStaff } from "~/features/jobs/photo-consent.server";
import { jobEventsTable, serviceJobsTable } from "~/features/jobs/tables";
import { addVisit } from "~/features/jobs/visits.server";
import { deleteLead } from "~/features/leads/privacy.server";
import { galleryPage, isPhotoOnShownProject, projectsInSuburbs, projectsOfService } from "~/features/projects/gallery.server";
import { projectEditSchema, readProjectForm } from "~/features/projects/project-schema";
import {
  deleteProject,
  galleryStateOfJob,
  loadProjectForStaff,
  makeProject,
  publishProject,
  saveProject,
  unpublishProject,
} from "~/features/projects/projects.server";
import { projectsTable } from "~/features/projects/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import { JOB_SETTINGS, STAFF, newLead, newTradie } from "../helpers/jobs";
import { refusal } from "../helpers/refusal";
import { photoVariants } from "../helpers/photos";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * The project gallery (issue 19, docs/decisions/0117): a done job's photos become a project only
 * by staff's choice, go on the site only with the customer's yes (given at sign-off, on their job
 * page, or recorded by staff), and leave every page the moment the customer says no.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;

const photo = (colour: string) => photoVariants(colour);

/** A job for a new customer in Albany, visited yesterday by a tradie who took a before and an after photo, then signed off. */
async function photographedJob(email: string, options: { consent?: boolean; done?: boolean; photos?: boolean } = {}) {
  const leadId = await newLead(db(), email);
  const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Gutter clean", scope: "" });
  const tradie = { id: await newTradie(db(), `Tradie ${email}`, `tradie-${email}`), name: "Tradie" };
  const { id: visitId } = await addVisit(
    db(),
    STAFF,
    { jobId },
    { day: addDays(todayInAuckland(), -1), timing: "fixed", start: 9 * 60, end: 11 * 60, tradieIds: [tradie.id], instructions: "" },
    JOB_SETTINGS,
  );
  await answerOffer(db(), tradie, visitId, { accept: true }, JOB_SETTINGS);
  if (options.photos !== false) {
    await addVisitPhoto(db(), tradie, visitId, "before", await photo("#806040"));
    await addVisitPhoto(db(), tradie, visitId, "after", await photo("#40a0c0"));
  }
  if (options.done !== false)
    await completeVisit(db(), tradie, visitId, { name: "Aroha Customer", photosMayBeShown: options.consent ?? true }, JOB_SETTINGS);
  return { leadId, jobId };
}

async function publishedProject(email: string) {
  const { jobId, leadId } = await photographedJob(email);
  const id = await makeProject(db(), STAFF, jobId);
  const project = (await loadProjectForStaff(db(), id))!;
  await saveProject(db(), STAFF, id, {
    title: "Gutters cleared in Albany",
    writeUp: "Cleared by hand and flushed.",
    suburb: "Albany",
    service: "Gutter Cleaning",
    photos: project.photos.map(({ photoId, caption }) => ({ photoId, caption })),
  });
  await publishProject(db(), STAFF, id);
  return { id, jobId, leadId, photoIds: project.photos.map((p) => p.photoId) };
}

const shownIds = async () => (await galleryPage(db(), 1, "")).projects.map((p) => p.id);

describe("the customer's answer about photos", () => {
  it("is taken at sign-off when the customer ticks yes, and put on the job's timeline", async () => {
    const { jobId } = await photographedJob("signoff@example.co.nz");
    const [job] = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId));
    expect(job.photoConsent).toMatchObject({ given: true, how: "sign-off", by: "Aroha Customer" });
    const events = await db().select().from(jobEventsTable).where(eq(jobEventsTable.jobId, jobId));
    expect(events.map((e) => e.detail)).toContain("Photos of this job may go on the website");
  });

  it("records nothing when the box is not ticked, or when nobody signed", async () => {
    const { jobId } = await photographedJob("unticked@example.co.nz", { consent: false });
    const [job] = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId));
    expect(job.photoConsent).toBeNull();
  });

  it("is recorded by staff with how it was given, in the audit log", async () => {
    const { jobId } = await photographedJob("by-phone@example.co.nz", { consent: false });
    await recordPhotoConsentByStaff(db(), STAFF, jobId, true, "by phone on Tuesday");
    const [job] = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId));
    expect(job.photoConsent).toMatchObject({ given: true, how: "staff", by: STAFF.name, note: "by phone on Tuesday" });
    const audit = await db()
      .select()
      .from(auditLogTable)
      .where(and(eq(auditLogTable.action, "job.photo-consent"), eq(auditLogTable.entityId, String(jobId))));
    expect(audit).toHaveLength(1);
    expect(await refusal(recordPhotoConsentByStaff(db(), STAFF, 2_000_000_000, true, "x"))).toMatchObject({ status: 404 });
  });
});

describe("making a project", () => {
  it("takes a done job's photos, before first, with the lead's suburb and service, once per job", async () => {
    const { jobId } = await photographedJob("make@example.co.nz");
    const id = await makeProject(db(), STAFF, jobId);
    expect(await makeProject(db(), STAFF, jobId)).toBe(id);
    const project = (await loadProjectForStaff(db(), id))!;
    expect(project).toMatchObject({ status: "draft", suburb: "Albany", service: "Gutter Cleaning", title: "Gutter clean" });
    expect(project.photos.map((p) => [p.kind, p.chosen, p.caption])).toEqual([
      ["before", true, "Before: Gutter clean"],
      ["after", true, "After: Gutter clean"],
    ]);
    expect(await galleryStateOfJob(db(), jobId)).toEqual({ project: { id, title: "Gutter clean", status: "draft" }, photoCount: 2 });
  });

  it("refuses a job not yet done, or one without photos", async () => {
    const open = await photographedJob("open@example.co.nz", { done: false });
    expect((await refusal(makeProject(db(), STAFF, open.jobId))).message).toBe("Only a done job can become a gallery project.");
    const bare = await photographedJob("bare@example.co.nz", { photos: false });
    expect((await refusal(makeProject(db(), STAFF, bare.jobId))).message).toMatch(/no photos yet/);
    expect(await refusal(makeProject(db(), STAFF, 2_000_000_000))).toMatchObject({ status: 404 });
  });

  it("saves only photos of its own job, and keeps at least one on a published project", async () => {
    const other = await publishedProject("other@example.co.nz");
    const { jobId } = await photographedJob("own@example.co.nz");
    const id = await makeProject(db(), STAFF, jobId);
    const edit = { title: "T", writeUp: "W", suburb: "Albany", service: "Gutter Cleaning" };
    expect(await refusal(saveProject(db(), STAFF, id, { ...edit, photos: [{ photoId: other.photoIds[0], caption: "x" }] }))).toMatchObject({
      message: "Choose photos from this job.",
    });
    expect(await refusal(saveProject(db(), STAFF, other.id, { ...edit, photos: [] }))).toMatchObject({
      message: expect.stringMatching(/at least one photo/),
    });
  });
});

describe("publishing", () => {
  it("needs the customer's yes, a write-up and a photo; then shows on /projects, the service page and the area page", async () => {
    const { jobId } = await photographedJob("publish@example.co.nz", { consent: false });
    const id = await makeProject(db(), STAFF, jobId);
    expect((await refusal(publishProject(db(), STAFF, id))).message).toMatch(/has not said yes/);
    await recordPhotoConsentByStaff(db(), STAFF, jobId, true, "by email");
    expect(await refusal(publishProject(db(), STAFF, id))).toMatchObject({ message: "Write a few words about the work first." });
    const project = (await loadProjectForStaff(db(), id))!;
    await saveProject(db(), STAFF, id, {
      title: "Spouting cleared",
      writeUp: "By hand.",
      suburb: "Albany",
      service: "Gutter Cleaning",
      photos: [],
    });
    expect(await refusal(publishProject(db(), STAFF, id))).toMatchObject({ message: "Choose at least one photo first." });
    const after = project.photos.find((p) => p.kind === "after")!;
    await saveProject(db(), STAFF, id, {
      title: "Spouting cleared",
      writeUp: "By hand.",
      suburb: "Albany",
      service: "Gutter Cleaning",
      photos: [{ photoId: after.photoId, caption: "Clean gutters" }],
    });
    expect(await isPhotoOnShownProject(db(), after.photoId)).toBe(false);
    await publishProject(db(), STAFF, id);

    expect(await shownIds()).toContain(id);
    const shown = (await galleryPage(db(), 1, "Gutter Cleaning")).projects.find((p) => p.id === id)!;
    expect(shown).toMatchObject({
      title: "Spouting cleared",
      suburb: "Albany",
      photos: [{ photoId: after.photoId, kind: "after", caption: "Clean gutters" }],
    });
    expect((await galleryPage(db(), 1, "Painting")).projects.map((p) => p.id)).not.toContain(id);
    expect((await projectsOfService(db(), "Gutter Cleaning", 100)).map((p) => p.id)).toContain(id);
    expect((await projectsInSuburbs(db(), ["ALBANY", "Takapuna"], 100)).map((p) => p.id)).toContain(id);
    expect((await projectsInSuburbs(db(), ["Takapuna"], 100)).map((p) => p.id)).not.toContain(id);
    expect(await isPhotoOnShownProject(db(), after.photoId)).toBe(true);
    const actions = await db()
      .select({ action: auditLogTable.action })
      .from(auditLogTable)
      .where(eq(auditLogTable.entityId, String(id)));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["project.create", "project.update", "project.publish"]));
  });

  it("takes a project off every page the moment the customer says no, and back when they say yes", async () => {
    const { id, jobId, photoIds } = await publishedProject("changes-mind@example.co.nz");
    expect(await shownIds()).toContain(id);
    await answerPhotoQuestion(db(), { kind: "job", jobId }, "Aroha Customer", false);
    expect(await shownIds()).not.toContain(id);
    expect(await isPhotoOnShownProject(db(), photoIds[0])).toBe(false);
    const [job] = await db().select().from(serviceJobsTable).where(eq(serviceJobsTable.id, jobId));
    expect(job.photoConsent).toMatchObject({ given: false, how: "customer" });
    await answerPhotoQuestion(db(), { kind: "job", jobId }, "Aroha Customer", true);
    expect(await shownIds()).toContain(id);
    expect(await refusal(answerPhotoQuestion(db(), { kind: "site-visit", visitId: 1 }, "A", true))).toMatchObject({ status: 404 });
  });

  it("comes off the site when unpublished or deleted, and goes with the customer's privacy deletion", async () => {
    const first = await publishedProject("unpublish@example.co.nz");
    await unpublishProject(db(), STAFF, first.id);
    expect(await shownIds()).not.toContain(first.id);
    await deleteProject(db(), STAFF, first.id);
    expect(await db().select().from(projectsTable).where(eq(projectsTable.id, first.id))).toHaveLength(0);
    expect(await galleryStateOfJob(db(), first.jobId)).toMatchObject({ project: null, photoCount: 2 });

    const second = await publishedProject("erase@example.co.nz");
    await deleteLead(db(), { id: "admin-1", name: "Ana Admin" }, second.leadId);
    expect(await db().select().from(projectsTable).where(eq(projectsTable.id, second.id))).toHaveLength(0);
  });
});

describe("the editor's form", () => {
  it("reads the ticked photos with their descriptions, and refuses a ticked photo without one", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: "T", writeUp: "", suburb: "Albany", service: "Painting" })) form.set(k, v);
    const a = "11111111-1111-4111-8111-111111111111";
    const b = "22222222-2222-4222-8222-222222222222";
    form.append("photo", a);
    form.set(`caption-${a}`, "Before the paint");
    form.set(`caption-${b}`, "Not chosen");
    expect(projectEditSchema.parse(readProjectForm(form)).photos).toEqual([{ photoId: a, caption: "Before the paint" }]);
    form.append("photo", b);
    form.set(`caption-${b}`, " ");
    const parsed = projectEditSchema.safeParse(readProjectForm(form));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: [`caption-${b}`], message: "Describe the photo for people who cannot see it" });
    form.set("title", "bad\u0000title");
    expect(projectEditSchema.safeParse(readProjectForm(form)).error?.issues.map((i) => i.path[0])).toContain("title");
  });
});
