import { randomBytes } from "node:crypto";
import { getAuthRuntime, passwordLink } from "./auth.server";
import { resetTokenSchema } from "./schema";

/**
 * A single-use link that lets a user choose a password, valid for `ttlSeconds`: used for
 * invitations, which need longer than a reset link's hour. It is a Better Auth reset token
 * (stored hashed), so the reset page and its one-use rule handle both.
 */
export async function createPasswordLink(userId: string, ttlSeconds: number): Promise<string> {
  const { auth, settings } = getAuthRuntime();
  const token = randomBytes(18).toString("base64url");
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return passwordLink(settings.publicUrl, token);
}

/** Whether a reset or invitation link can still be used (it may still be used up before the form is sent). */
export async function isPasswordLinkUsable(token: string): Promise<boolean> {
  // What could never be a token (empty, too long, a NUL) is not worth a look in the database.
  if (!resetTokenSchema.safeParse(token).success) return false;
  const context = await getAuthRuntime().auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return !!verification && verification.expiresAt > new Date();
}
