import { hashPassword, verifyPassword } from "@better-auth/utils/password";
import pLimit from "p-limit";

/*
 * Password hashing (scrypt) runs on Node's small pool of background threads, which response
 * compression and file reads share. A burst of sign-ins could fill the pool and make every
 * page wait behind the hashes, so at most two hashes run at once and the rest queue here;
 * the throttle (throttle.server.ts) already refuses attempts over the limit before they reach
 * this queue. docs/decisions/0027.
 */
const MAX_CONCURRENT_HASHES = 2;
const hashing = pLimit(MAX_CONCURRENT_HASHES);

/** Better Auth's own scrypt hashing, with at most two hashes at a time. */
export const passwordHashing = {
  hash: (password: string) => hashing(() => hashPassword(password)),
  verify: ({ hash, password }: { hash: string; password: string }) => hashing(() => verifyPassword(hash, password)),
};
