import { redirect } from "react-router";
import { signOut } from "~/features/crew/session.server";
import type { Route } from "./+types/sign-out";

export async function loader() {
  return redirect("/crew");
}

export async function action({ request }: Route.ActionArgs) {
  return redirect("/crew/sign-in", { headers: { "Set-Cookie": await signOut(request) } });
}
