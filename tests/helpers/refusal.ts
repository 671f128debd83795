import { isDomainError } from "~/lib/domain-error";

/** What a domain service refused with (its status and message); fails when it did not refuse. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}
