import { Link } from "react-router";

/** Back to the services list, at the top of a service's pages. */
export function AllServicesLink() {
  return (
    <Link to="/admin/services-management" className="text-sm font-semibold text-brand-700 hover:underline">
      ← All services
    </Link>
  );
}
