import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "~/lib/zod";
import { crewVisitIntents } from "~/features/crew/portal-action.server";
import { invoicePdf } from "~/features/invoices/pdf.server";
import { createJobInvoice, saveInvoiceLine } from "~/features/invoices/invoices.server";
import { loadStaffInvoice } from "~/features/invoices/views.server";
import { answerOffer } from "~/features/jobs/dispatch.server";
import { createJobFromLead } from "~/features/jobs/jobs.server";
import { jobSignatures } from "~/features/jobs/signatures.server";
import { visitsTable } from "~/features/jobs/tables";
import { addVisit } from "~/features/jobs/visits.server";
import { photosTable } from "~/features/uploads/tables";
import { addDays, todayInAuckland } from "~/lib/clock";
import { INVOICE_SETTINGS, sentQuoteOn } from "../helpers/invoices";
import { newLead, newTradie, STAFF } from "../helpers/jobs";
import { refusal } from "../helpers/refusal";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * The customer's drawn signature at sign-off (issue 46 item 3, docs/decisions/0207): two visits
 * signed by two customers, each invoice (page and PDF) and job showing its own; a signature that
 * is not a PNG of sensible size is refused with a 4xx, and nothing is stored.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;

/** A PNG as the canvas would give it: a stroke of this colour across a transparent 600 × 200. */
async function drawn(colour: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 150 20, 300 190, 580 40" stroke="${colour}" stroke-width="6" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}
const pixelsOf = async (dataUrl: string) =>
  (
    await sharp(Buffer.from(dataUrl.split(",")[1], "base64"))
      .raw()
      .toBuffer({ resolveWithObject: true })
  ).data;

/** A job with one visit the tradie has accepted, ready to be marked done through the portal's form. */
async function visitToSign(email: string, name: string) {
  const leadId = await newLead(db(), email, name, "021 555 0711");
  await sentQuoteOn(db(), leadId);
  const { id: jobId } = await createJobFromLead(db(), STAFF, leadId, { title: "Gutters", scope: "" });
  const tradieId = await newTradie(db(), `Tradie ${name}`, `tradie.${email}`);
  const day = addDays(todayInAuckland(), 2);
  const visit = { day, timing: "fixed" as const, start: 540, end: 660, tradieIds: [tradieId], instructions: "" };
  const { id: visitId } = await addVisit(db(), STAFF, { jobId }, visit, INVOICE_SETTINGS);
  const tradie = { id: tradieId, name: `Tradie ${name}`, email: null, role: "tradie" as const };
  await answerOffer(db(), tradie, visitId, { accept: true }, INVOICE_SETTINGS);
  const done = (form: Record<string, string>) => {
    const step = crewVisitIntents(db(), tradie, visitId, INVOICE_SETTINGS).done;
    return step.run(z.parse(step.schema, { early: "yes", ...form }), { actor: tradie, form: new FormData() });
  };
  return { jobId, visitId, done };
}

async function invoiceOf(jobId: number) {
  const { id } = await createJobInvoice(db(), STAFF, jobId, INVOICE_SETTINGS);
  await saveInvoiceLine(db(), STAFF, id, { description: "Gutter clean", quantity: 1, unitPriceCents: 18_000 }, INVOICE_SETTINGS);
  return (await loadStaffInvoice(db(), id, INVOICE_SETTINGS))!;
}

const signatureCount = async () => (await db().select().from(photosTable).where(eq(photosTable.source, "signature"))).length;

describe("a customer's drawn signature", () => {
  it("is kept with each visit and shown on its own job's invoice, PDF and job page", async () => {
    const aroha = await visitToSign("aroha@signatures.test", "Aroha Signer");
    const tama = await visitToSign("tama@signatures.test", "Tama Signer");
    await aroha.done({ signedBy: "Aroha Signer", signature: await drawn("#1d4ed8") });
    await tama.done({ signedBy: "Tama Signer", signature: await drawn("#dc2626") });

    const [arohaInvoice, tamaInvoice] = [await invoiceOf(aroha.jobId), await invoiceOf(tama.jobId)];
    expect(arohaInvoice.printed.signatures.map((s) => s.caption)).toEqual([expect.stringMatching(/^Signed by Aroha Signer on /)]);
    expect(tamaInvoice.printed.signatures.map((s) => s.caption)).toEqual([expect.stringMatching(/^Signed by Tama Signer on /)]);
    // Each image is its own customer's: blue strokes on Aroha's, red on Tama's.
    const [arohaPixels, tamaPixels] = [
      await pixelsOf(arohaInvoice.printed.signatures[0].image),
      await pixelsOf(tamaInvoice.printed.signatures[0].image),
    ];
    expect(arohaPixels.equals(tamaPixels)).toBe(false);
    expect(arohaInvoice.printed.signatures[0].image).toMatch(/^data:image\/png;base64,/);

    for (const invoice of [arohaInvoice, tamaInvoice]) {
      const pdf = (await invoicePdf(invoice.printed)).toString("latin1");
      expect(pdf).toContain("/Subtype /Image");
    }
    const plain = await invoicePdf({ ...arohaInvoice.printed, signatures: [] });
    expect(plain.toString("latin1")).not.toContain("/Subtype /Image");

    expect((await jobSignatures(db(), aroha.jobId)).map((s) => s.visitId)).toEqual([aroha.visitId]);
    expect((await jobSignatures(db(), tama.jobId)).map((s) => s.visitId)).toEqual([tama.visitId]);
    const [visit] = await db().select({ signOff: visitsTable.signOff }).from(visitsTable).where(eq(visitsTable.id, aroha.visitId));
    expect(visit.signOff).toMatchObject({ name: "Aroha Signer", signatureId: expect.any(String) });
  });

  it("is not needed: a typed name, or not here, signs off as before", async () => {
    const typed = await visitToSign("typed@signatures.test", "Typed Only");
    await typed.done({ signedBy: "Typed Only" });
    const away = await visitToSign("away@signatures.test", "Not Here");
    await away.done({ notPresent: "yes", signature: await drawn("#000000") });
    expect(await jobSignatures(db(), typed.jobId)).toEqual([]);
    expect(await jobSignatures(db(), away.jobId)).toEqual([]);
    expect((await invoiceOf(typed.jobId)).printed.signatures).toEqual([]);
  });

  it("refuses a signature that is not a sensible PNG with a 4xx, storing nothing and leaving the visit open", async () => {
    const visit = await visitToSign("bad@signatures.test", "Bad Signer");
    const jpeg = await sharp({ create: { width: 600, height: 200, channels: 3, background: "#ffffff" } })
      .jpeg()
      .toBuffer();
    const noise = { type: "gaussian" as const, mean: 128, sigma: 60 };
    const huge = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#000000", noise } })
      .png()
      .toBuffer();
    const tooWide = await sharp({ create: { width: 4000, height: 100, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer();
    const truncated = Buffer.from((await drawn("#000000")).split(",")[1], "base64").subarray(0, 60);
    const before = await signatureCount();
    const cases = [
      `data:image/png;base64,${jpeg.toString("base64")}`,
      `data:image/jpeg;base64,${jpeg.toString("base64")}`,
      `data:image/png;base64,${huge.toString("base64").slice(0, 59_000)}`,
      `data:image/png;base64,${tooWide.toString("base64")}`,
      `data:image/png;base64,${truncated.toString("base64")}`,
      "data:image/png;base64,not base64 at all!",
      "javascript:alert(1)",
      "\u0000",
    ];
    for (const signature of cases) {
      const refused = await refusal(visit.done({ signedBy: "Bad Signer", signature }));
      expect(refused.status, signature.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(refused.status, signature.slice(0, 40)).toBeLessThan(500);
    }
    const step = crewVisitIntents(db(), { id: 0, name: "", email: null, role: "tradie" }, visit.visitId, INVOICE_SETTINGS).done;
    expect(z.safeParse(step.schema, { signedBy: "Bad Signer", signature: "x".repeat(70_000) }).success).toBe(false);
    expect(z.safeParse(step.schema, { signedBy: "Bad Signer", signature: 12 }).success).toBe(false);
    expect(await signatureCount()).toBe(before);
    const [row] = await db()
      .select({ status: visitsTable.status, signOff: visitsTable.signOff })
      .from(visitsTable)
      .where(eq(visitsTable.id, visit.visitId));
    expect(row.status).not.toBe("done");
    expect(row.signOff).toBeNull();
  });

  it("takes a signature at the limits: the whole 1200 × 600 canvas and just under 40 KB, but not a pixel wider", async () => {
    const limit = 40 * 1024;
    /** A full-size canvas with a noisy patch `side` pixels square: the patch sets the PNG's size. */
    const canvasWithPatch = async (width: number, side: number) => {
      const noise = { type: "gaussian" as const, mean: 128, sigma: 60 };
      const patch = await sharp({ create: { width: side, height: side, channels: 3, background: "#000000", noise } })
        .png()
        .toBuffer();
      return sharp({ create: { width, height: 600, channels: 4, background: "#00000000" } })
        .composite([{ input: patch, left: 0, top: 0 }])
        .png()
        .toBuffer();
    };
    // The largest patch whose canvas still fits in 40 KB.
    let side = 40;
    while ((await canvasWithPatch(1200, side + 4)).length <= limit) side += 4;
    const atLimit = await canvasWithPatch(1200, side);
    expect(atLimit.length).toBeGreaterThan(limit - 2_048);
    expect(atLimit.length).toBeLessThanOrEqual(limit);

    const signed = await visitToSign("limits@signatures.test", "Limit Signer");
    await signed.done({ signedBy: "Limit Signer", signature: `data:image/png;base64,${atLimit.toString("base64")}` });
    const kept = await jobSignatures(db(), signed.jobId);
    expect(kept.map((signature) => signature.caption)).toEqual([expect.stringMatching(/^Signed by Limit Signer on /)]);

    const wider = await visitToSign("wider@signatures.test", "Wider Signer");
    const before = await signatureCount();
    const refused = await refusal(
      wider.done({ signedBy: "Wider Signer", signature: `data:image/png;base64,${(await canvasWithPatch(1201, 40)).toString("base64")}` }),
    );
    expect(refused.status).toBe(400);
    expect(await signatureCount()).toBe(before);
  });
});
