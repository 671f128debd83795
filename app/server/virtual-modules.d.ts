/** React Router's server build, as its Vite plugin provides it to the server entry. */
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  export const routes: ServerBuild["routes"];
}

/** The public site's frame: the module itself on the server, a lazy wrapper in the browser (vite.config.ts). */
declare module "virtual:public-frame" {
  export { PublicFrame, PublicFrameBehaviour } from "~/layout/site/public-frame";
}
