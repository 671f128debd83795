import { data, redirect } from "react-router";
import { refusedBody } from "~/lib/request-body";
import { signOut } from "~/features/crew/session.server";
import type { Route } from "./+types/sign-out";

export async function loader() {
  return redirect("/crew");
}

export async function action({ request }: Route.ActionArgs) {
  const refused = refusedBody(request);
  if (refused) throw data({ message: refused.message }, { status: refused.status });
  return redirect("/crew/sign-in", { headers: { "Set-Cookie": await signOut(request) } });
}
