import { Hono } from "hono";
import type { AppConfig } from "../../platform/config.server";
import { sameOriginWrites } from "../middleware/admin-pages";
import type { ClientIpVariables } from "../middleware/client-ip";
import { adminApi } from "./admin";
import { authRoutes } from "./auth";
import { healthRoutes } from "./health";
import { paymentRoutes } from "./payments";
import { photoRoutes } from "./photos";
import { sendLeadNotificationRoutes } from "./quote-request-endpoint";
import { requestPhotoRoutes } from "./request-photos";
import { smsRoutes } from "./sms";

/**
 * Everything under /api, in one router (mounted at /api in app/server/index.ts). The
 * authorisation matrix and the fuzz test list the endpoints from here, so a new one cannot
 * go untested. Sign-in and the staff API take changes only from our own pages.
 */
export function apiRoutes(config: Pick<AppConfig, "quotes" | "publicUrl">) {
  return new Hono<{ Variables: ClientIpVariables }>()
    .route("/functions/send-lead-notification", sendLeadNotificationRoutes(config))
    .route("/health", healthRoutes)
    .route("/payments", paymentRoutes)
    .route("/photos", photoRoutes)
    .route("/request-photos", requestPhotoRoutes)
    .route("/sms", smsRoutes)
    .use("/auth/*", sameOriginWrites(config.publicUrl))
    .use("/admin/*", sameOriginWrites(config.publicUrl))
    .route("/auth", authRoutes())
    .route("/admin", adminApi);
}
