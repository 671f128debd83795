import { describe, expect, it } from "vitest";
import { resolveAccessToken } from "~/features/access-links/tokens.server";
import { currentTradie, signInWithLink, signOut } from "~/features/crew/session.server";
import { crewLink } from "~/features/jobs/dispatch.server";
import { refusal } from "../helpers/refusal";
import { newTradie, setTradieStatus } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * The tradie portal's session (issue 18, docs/decisions/0111): a sign-in link trades once for a
 * session that lasts 30 days from its last use (docs/decisions/0206; the cookie outlives it, the
 * database's expiry is what counts), after which the tradie asks for a new link;
 * a tradie no longer active is signed out at once.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const DAY = 86_400_000;

async function signedIn(email: string, at: Date) {
  const id = await newTradie(db(), `Session ${email}`, email);
  const link = await db().transaction((tx) => crewLink(tx, id, "/crew", new Date(at.getTime() + 3_600_000)));
  const token = new URL(link).pathname.split("/")[3];
  const { cookie } = await signInWithLink(db(), token, at);
  const session = decodeURIComponent(/^crew_session=([^;]*)/.exec(cookie)![1]).replace(/^"|"$/g, "");
  return { id, token, cookie, session: JSON.parse(Buffer.from(session, "base64").toString("utf8")) as string };
}

describe("a tradie's portal session", () => {
  it("lasts 30 days from sign-in unused, in the database; the cookie outlives it", async () => {
    const at = new Date("2026-12-01T08:00:00Z");
    const { cookie, session } = await signedIn("fortnight@tradies.test", at);
    expect(cookie).toMatch(/Max-Age=34560000/);
    expect(await resolveAccessToken(db(), "crew-session", session, new Date(at.getTime() + 29 * DAY))).not.toBeNull();
    expect(await resolveAccessToken(db(), "crew-session", session, new Date(at.getTime() + 30 * DAY + 60_000))).toBeNull();
  });

  it("comes from a link that works once", async () => {
    const at = new Date("2026-12-01T08:00:00Z");
    const { token } = await signedIn("once@tradies.test", at);
    expect(await refusal(signInWithLink(db(), token, at))).toMatchObject({ status: 409 });
  });

  it("opens nothing once the tradie is paused", async () => {
    const at = new Date();
    const { id, token } = await signedIn("paused@tradies.test", at);
    expect(token).toBeTruthy();
    await setTradieStatus(db(), id, "paused");
    const link = await db().transaction((tx) => crewLink(tx, id, "/crew", new Date(at.getTime() + 3_600_000)));
    expect(await refusal(signInWithLink(db(), new URL(link).pathname.split("/")[3]))).toMatchObject({ status: 409 });
  });

  it("is read from the cookie into its tradie, and opens nothing once signed out or paused", async () => {
    const asked = (cookie: string) => new Request("http://localhost/crew", { headers: { cookie: cookie.split(";")[0] } });
    const signedOutOne = await signedIn("signed-out@tradies.test", new Date());
    expect(await currentTradie(asked(signedOutOne.cookie), db())).toMatchObject({ id: signedOutOne.id, role: "tradie" });
    await signOut(asked(signedOutOne.cookie), db());
    expect(await currentTradie(asked(signedOutOne.cookie), db())).toBeNull();

    const pausedOne = await signedIn("paused-later@tradies.test", new Date());
    expect(await currentTradie(asked(pausedOne.cookie), db())).toMatchObject({ id: pausedOne.id });
    await setTradieStatus(db(), pausedOne.id, "paused");
    expect(await currentTradie(asked(pausedOne.cookie), db())).toBeNull();
    expect(await currentTradie(asked("crew_session=not-a-token"), db())).toBeNull();
  });
});
