import { createContext, type RouterContextProvider, type ServerBuild } from "react-router";

/** Set for a document request whose page goes out as islands: nothing in the browser reads its loader data. */
export const islandDocumentContext = createContext<boolean>(false);

/** React Router's request for a page's data (single fetch) ends in `.data`; a document request does not. */
export function isDocumentPath(path: string): boolean {
  return !path.endsWith(".data");
}

/**
 * The same data with its own properties readable but not enumerable. A component reads
 * `data.reviews` as ever; React Router's encoder for hydration, which walks enumerable keys,
 * sees `{}`. Only the top level changes: what the properties hold is the loader's own.
 */
export function keptOnServer<T extends object>(data: T): T {
  const hidden = Object.create(Object.getPrototypeOf(data) as object | null) as T;
  for (const key of Object.keys(data)) {
    Object.defineProperty(hidden, key, { value: data[key as keyof T], enumerable: false, writable: true, configurable: true });
  }
  return hidden;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

type Loader = (args: { context: Readonly<RouterContextProvider> }) => unknown;

/**
 * React Router encodes every document request's loader data for the browser to hydrate from
 * (turbo-stream, synchronously, before the server entry is called), about 8 % of an uncached
 * public page, although an island page sends none of it (docs/decisions/0121, 0136). This build
 * hands the data of island documents on kept on the server, so the encoding has nothing to walk.
 * Pages that hydrate whole, and requests for data, get their loaders' answers untouched;
 * anything but a plain object (a redirect, `data()` with headers) also passes as it is.
 */
export function withIslandLoaderData(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const loader = route.module.loader as Loader | undefined;
    // Resource routes (no component) answer with their data itself, so theirs is left alone.
    if (!loader || !route.module.default) {
      routes[id] = route;
      continue;
    }
    const islandLoader = async (args: Parameters<Loader>[0]) => {
      const data = await loader(args);
      return args.context.get(islandDocumentContext) && isPlainObject(data) ? keptOnServer(data) : data;
    };
    routes[id] = { ...route, module: { ...route.module, loader: islandLoader as typeof route.module.loader } };
  }
  return { ...build, routes };
}
