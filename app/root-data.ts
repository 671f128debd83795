import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** The business settings, catalogue summary and areas loaded once for every page. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("useRootData must be used below the root route");
  return data;
}
