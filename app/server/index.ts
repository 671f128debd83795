import type { Server } from "node:http";
import { compress } from "hono/compress";
import { RouterContextProvider } from "react-router";
import { createHonoServer } from "react-router-hono-server/node";
import { createMailTransport } from "~/features/mail/transport.server";
import { startMailWorker } from "~/features/mail/worker.server";
import { clientIpContext } from "~/features/auth/client-ip-context";
import { adminApi } from "./api/admin";
import { authRoutes } from "./api/auth";
import { healthRoutes } from "./api/health";
import { photoRoutes } from "./api/photos";
import { sendLeadNotificationRoutes } from "./api/send-lead-notification";
import { loadConfig } from "./config.server";
import { logger } from "./logger.server";
import { adminPageHeaders, sameOriginWrites } from "./middleware/admin-pages";
import { clientIp, type ClientIpVariables } from "./middleware/client-ip";
import { immutableAssets } from "./middleware/asset-cache";
import { pageCache } from "./middleware/page-cache";
import { requestLog } from "./middleware/request-log";
import { securityHeaders, type SecurityVariables } from "./middleware/security-headers";
import { cspNonceContext } from "./request-context";
import { installGracefulShutdown } from "./shutdown.server";
import { startApplication } from "./startup.server";

const config = loadConfig();
const database = await startApplication(config);
const mailWorker = startMailWorker({
  db: database.db,
  transport: createMailTransport(config.mail.smtpUrl),
  from: config.mail.from,
  pollMs: config.mail.pollMs,
  logger,
  printCaptured: config.env === "development",
});

export default await createHonoServer<{ Variables: SecurityVariables & ClientIpVariables }>({
  port: config.port,
  hostname: config.host,
  defaultLogger: false,
  serveStaticOptions: { clientAssets: { precompressed: true }, publicAssets: { precompressed: true } },
  beforeAll(app) {
    app.use(requestLog);
    app.use(clientIp(config.trustedProxies));
    app.use(securityHeaders({ production: config.isProduction }));
    app.use(compress());
    app.use(immutableAssets);
    // Inside compress(): it keeps pages uncompressed, with the nonce still swappable.
    app.use(pageCache({ ttlMs: 5_000, maxEntries: 500 }));
  },
  configure(app) {
    app.route("/api/functions/send-lead-notification", sendLeadNotificationRoutes(config));
    app.route("/api/health", healthRoutes);
    app.route("/api/photos", photoRoutes);
    for (const path of ["/api/auth/*", "/api/admin/*", "/admin", "/admin/*"]) app.use(path, sameOriginWrites(config.publicUrl));
    app.use("/admin", adminPageHeaders);
    app.use("/admin/*", adminPageHeaders);
    app.route("/api/auth", authRoutes());
    app.route("/api/admin", adminApi);
    app.onError((error, c) => {
      logger.error({ err: error, path: c.req.path }, "unhandled error");
      return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
    });
  },
  getLoadContext(c) {
    const context = new RouterContextProvider();
    context.set(cspNonceContext, c.get("cspNonce"));
    context.set(clientIpContext, c.get("clientIp"));
    return context;
  },
  listeningListener(info) {
    logger.info({ port: info.port, url: config.publicUrl }, "listening");
  },
  onServe(server) {
    installGracefulShutdown(server as Server, database, [() => mailWorker.stop()]);
  },
});
