import { Hono } from "hono";
import { getDatabaseHandle } from "~/db/client.server";

const startedAt = Date.now();

export const healthRoutes = new Hono().get("/", async (c) => {
  const handle = getDatabaseHandle();
  const began = performance.now();
  try {
    await handle.ping();
    return c.json({
      status: "ok",
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      database: { status: "ok", kind: handle.kind, latencyMs: Math.round((performance.now() - began) * 10) / 10 },
    });
  } catch {
    return c.json({ status: "degraded", database: { status: "unavailable", kind: handle.kind } }, 503);
  }
});
