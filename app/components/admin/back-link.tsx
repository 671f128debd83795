import { Link } from "react-router";

/** Back to a list, at the top of one record's page: "← All leads". */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline">
      ← {children}
    </Link>
  );
}
