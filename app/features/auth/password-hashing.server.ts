import { availableParallelism } from "node:os";
import { hashPassword, verifyPassword } from "@better-auth/utils/password";
import pLimit from "p-limit";

/*
 * Password hashing (scrypt) runs on Node's small pool of background threads, which response
 * compression and file reads share. A burst of sign-ins could fill the pool and make every
 * page wait behind the hashes. Each hash also keeps a core busy, so hashes run at most one fewer
 * at a time than the machine has cores (and never more than two), leaving a core for pages;
 * the rest queue here. The throttle (throttle.server.ts) already refuses attempts over the
 * limit before they reach this queue. docs/decisions/0027.
 */
const MAX_CONCURRENT_HASHES = Math.min(2, Math.max(1, availableParallelism() - 1));
const hashing = pLimit(MAX_CONCURRENT_HASHES);

/** Better Auth's own scrypt hashing, a core's worth fewer at a time than the machine has. */
export const passwordHashing = {
  hash: (password: string) => hashing(() => hashPassword(password)),
  verify: ({ hash, password }: { hash: string; password: string }) => hashing(() => verifyPassword(hash, password)),
};
