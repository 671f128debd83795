import { createContext } from "react-router";

/** The client's address as the Hono middleware determined it, for loaders and actions that throttle. */
export const clientIpContext = createContext<string>("unknown");
