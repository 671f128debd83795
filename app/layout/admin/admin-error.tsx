import { ShieldAlert } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { isRouteErrorResponse, Link } from "react-router";

/** What an admin page shows when a loader or action refuses or fails. */
export function AdminError({ error }: { error: unknown }) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const message = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <Icon icon={ShieldAlert} aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{forbidden ? "You do not have permission to do that" : "Something went wrong"}</h1>
      <p className="mt-3 text-muted">
        {message ??
          (forbidden
            ? "Ask an administrator if you need this done."
            : "Sorry, this page could not be shown. Please try again in a moment.")}
      </p>
      <Link
        to="/admin/dashboard"
        className="mt-6 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Back to the dashboard
      </Link>
    </div>
  );
}
