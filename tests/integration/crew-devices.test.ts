import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resolveAccessToken } from "~/features/access-links/tokens.server";
import { listDevices, signOutDevices } from "~/features/crew/devices.server";
import { currentTradie, signInWithLink } from "~/features/crew/session.server";
import { crewLink } from "~/features/jobs/dispatch.server";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { settingsTable } from "~/features/settings/tables";
import { newTradie } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * A tradie's devices (issue 46 item 2, docs/decisions/0206): every portal session is a device
 * with a name and a last use; it lasts the set days from its last use, renewed at most once a
 * day; a device signed out, by the tradie or the office, stops at once and leaves the others.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const DAY = 86_400_000;
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function device(tradieId: number, agent: string, at: Date) {
  const link = await db().transaction((tx) => crewLink(tx, tradieId, "/crew", new Date(at.getTime() + 3_600_000)));
  const { cookie } = await signInWithLink(db(), new URL(link).pathname.split("/")[3], at, agent);
  const value = decodeURIComponent(/^crew_session=([^;]*)/.exec(cookie)![1]).replace(/^"|"$/g, "");
  const session = JSON.parse(Buffer.from(value, "base64").toString("utf8")) as string;
  const request = () => new Request("http://localhost/crew", { headers: { cookie: cookie.split(";")[0] } });
  return { session, request };
}

/** Two tradies, each signed in on an Android phone and an iPhone. */
async function twoTradiesTwoDevices(tag: string, at: Date) {
  const a = await newTradie(db(), `Aroha ${tag}`, `aroha.${tag}@devices.test`);
  const b = await newTradie(db(), `Ben ${tag}`, `ben.${tag}@devices.test`);
  return {
    a,
    b,
    aPhone: await device(a, ANDROID, at),
    aTablet: await device(a, IPHONE, at),
    bPhone: await device(b, ANDROID, at),
    bTablet: await device(b, IPHONE, at),
  };
}

describe("a tradie's devices", () => {
  it("are named from their browsers, each with its own last use, and only the tradie's own", async () => {
    const at = new Date("2026-12-02T08:00:00Z");
    const { a, b } = await twoTradiesTwoDevices("named", at);
    const [aDevices, bDevices] = [await listDevices(db(), a, at), await listDevices(db(), b, at)];
    expect(aDevices.map((d) => d.name).sort()).toEqual(["Chrome on Android", "Safari on iPhone"]);
    expect(bDevices.map((d) => d.name).sort()).toEqual(["Chrome on Android", "Safari on iPhone"]);
    expect(new Set([...aDevices, ...bDevices].map((d) => d.id)).size).toBe(4);
    expect(aDevices[0].expiresAt).toEqual(new Date(at.getTime() + 30 * DAY));
  });

  it("signed out one at a time leaves the tradie's other device and the other tradie's signed in", async () => {
    const at = new Date();
    const t = await twoTradiesTwoDevices("one", at);
    const [android] = (await listDevices(db(), t.a)).filter((d) => d.name === "Chrome on Android");
    // Tradie B cannot sign out tradie A's device: nothing changes.
    expect(await signOutDevices(db(), t.b, android.id)).toBe(0);
    expect(await currentTradie(t.aPhone.request(), db())).toMatchObject({ id: t.a });

    expect(await signOutDevices(db(), t.a, android.id)).toBe(1);
    expect(await currentTradie(t.aPhone.request(), db())).toBeNull();
    expect(await currentTradie(t.aTablet.request(), db())).toMatchObject({ id: t.a, deviceId: expect.any(Number) });
    expect(await currentTradie(t.bPhone.request(), db())).toMatchObject({ id: t.b });
    expect(await currentTradie(t.bTablet.request(), db())).toMatchObject({ id: t.b });
    expect((await listDevices(db(), t.a)).map((d) => d.name)).toEqual(["Safari on iPhone"]);
    expect(await listDevices(db(), t.b)).toHaveLength(2);
    // Again: already signed out.
    expect(await signOutDevices(db(), t.a, android.id)).toBe(0);
  });

  it("signed out all at once by the office leaves the other tradie's", async () => {
    const at = new Date();
    const t = await twoTradiesTwoDevices("all", at);
    expect(await signOutDevices(db(), t.a)).toBe(2);
    expect(await currentTradie(t.aPhone.request(), db())).toBeNull();
    expect(await currentTradie(t.aTablet.request(), db())).toBeNull();
    expect(await listDevices(db(), t.a)).toEqual([]);
    expect(await currentTradie(t.bPhone.request(), db())).toMatchObject({ id: t.b });
    expect(await currentTradie(t.bTablet.request(), db())).toMatchObject({ id: t.b });
    expect(await listDevices(db(), t.b)).toHaveLength(2);
  });

  it("is renewed on use, at most once a day, and only the device used", async () => {
    const at = new Date("2026-12-03T08:00:00Z");
    const t = await twoTradiesTwoDevices("renew", at);
    const devicesAt = async () => Object.fromEntries((await listDevices(db(), t.a, at)).map((d) => [d.name, d]));

    // Used within the day: nothing written.
    await currentTradie(t.aPhone.request(), db(), new Date(at.getTime() + 3_600_000));
    expect((await devicesAt())["Chrome on Android"].expiresAt).toEqual(new Date(at.getTime() + 30 * DAY));

    // Used 20 days later: 30 days from then, last used then; the iPhone and tradie B are unchanged.
    const later = new Date(at.getTime() + 20 * DAY);
    expect(await currentTradie(t.aPhone.request(), db(), later)).toMatchObject({ id: t.a });
    const after = await devicesAt();
    expect(after["Chrome on Android"].expiresAt).toEqual(new Date(later.getTime() + 30 * DAY));
    expect(after["Chrome on Android"].lastUsedAt).toEqual(later);
    expect(after["Safari on iPhone"].expiresAt).toEqual(new Date(at.getTime() + 30 * DAY));
    expect((await listDevices(db(), t.b, at)).map((d) => d.expiresAt)).toEqual([
      new Date(at.getTime() + 30 * DAY),
      new Date(at.getTime() + 30 * DAY),
    ]);

    // 40 days after sign-in: the renewed phone still works, the iPhone unused since has expired.
    const past = new Date(at.getTime() + 40 * DAY);
    expect(await currentTradie(t.aPhone.request(), db(), past)).toMatchObject({ id: t.a });
    expect(await currentTradie(t.aTablet.request(), db(), past)).toBeNull();
    expect(await resolveAccessToken(db(), "crew-session", t.aTablet.session, past)).toBeNull();
  });

  it("lasts the days set in the business settings", async () => {
    await db()
      .insert(settingsTable)
      .values({ id: 1, data: { ...DEFAULT_SETTINGS, crew: { sessionDays: 7 } } })
      .onConflictDoUpdate({ target: settingsTable.id, set: { data: { ...DEFAULT_SETTINGS, crew: { sessionDays: 7 } } } });
    try {
      const at = new Date("2026-12-04T08:00:00Z");
      const id = await newTradie(db(), "Week Setting", "week@devices.test");
      const { request } = await device(id, ANDROID, at);
      expect(await currentTradie(request(), db(), new Date(at.getTime() + 6 * DAY))).toMatchObject({ id });
      expect(await currentTradie(request(), db(), new Date(at.getTime() + 14 * DAY))).toBeNull();
    } finally {
      await db().delete(settingsTable).where(eq(settingsTable.id, 1));
    }
  });
});
