import { createContext } from "react-router";

/** The per-request CSP nonce, handed from the Hono middleware to the page renderer. */
export const cspNonceContext = createContext<string>("");
