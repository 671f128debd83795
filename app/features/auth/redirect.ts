export const LOGIN_PATH = "/admin/login";
export const HOME_PATH = "/admin/dashboard";

/** Where to go after signing in: only a page of the admin area, never another site. */
export function safeRedirectTo(value: string | null | undefined): string {
  if (!value || !value.startsWith("/admin/") || value.startsWith("//") || value.includes("\\")) return HOME_PATH;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return HOME_PATH;
  return value;
}

/** The sign-in page, remembering the page asked for. */
export function loginUrl(returnTo: string): string {
  const target = safeRedirectTo(returnTo);
  return target === HOME_PATH ? LOGIN_PATH : `${LOGIN_PATH}?redirectTo=${encodeURIComponent(target)}`;
}

/** The page a (document or data) request is for, without React Router's data-request markers. */
export function requestedPage(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const path = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "") || "/";
  return `${path}${url.search}`;
}
