import { redirect } from "react-router";
import { HOME_PATH } from "~/features/auth/redirect";

/** /admin goes to the dashboard (which sends visitors who are not signed in to the sign-in page). */
export function loader() {
  return redirect(HOME_PATH);
}
