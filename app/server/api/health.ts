import { Hono } from "hono";
import { readAccess } from "~/features/auth/access.server";
import { getDatabaseHandle } from "~/platform/db/client.server";

const startedAt = Date.now();

/**
 * Load balancers and monitors ask whether the app can serve: ok (200) or not (503), nothing
 * more for the public. Signed-in staff also see the database's kind, its latency and uptime.
 */
export const healthRoutes = new Hono().get("/", async (c) => {
  const handle = getDatabaseHandle();
  const began = performance.now();
  const healthy = await handle.ping().then(
    () => true,
    () => false,
  );
  const latencyMs = Math.round((performance.now() - began) * 10) / 10;
  c.header("Cache-Control", "no-store");
  const status = healthy ? 200 : 503;
  const body = { status: healthy ? "ok" : "unavailable" };
  const access = c.req.header("cookie") ? await readAccess(c.req.raw).catch(() => null) : null;
  if (access?.kind !== "staff") return c.json(body, status);
  return c.json(
    {
      ...body,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      database: { status: healthy ? "ok" : "unavailable", kind: handle.kind, latencyMs },
    },
    status,
  );
});
