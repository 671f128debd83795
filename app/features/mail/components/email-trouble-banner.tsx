import { Link } from "react-router";
import { formatWhen } from "~/lib/clock";

const LIST = new Intl.ListFormat("en-NZ", { type: "conjunction" });

/** Told on every admin page while email has been failing for a while (docs/decisions/0070). */
export function EmailTroubleBanner({ trouble }: { trouble: { waiting: number; failed: number; uncertain: number; since: string | Date } }) {
  const parts = [
    trouble.waiting ? `${trouble.waiting} ${trouble.waiting === 1 ? "email is" : "emails are"} waiting to be sent again` : "",
    trouble.failed ? `${trouble.failed} ${trouble.failed === 1 ? "email has" : "emails have"} failed` : "",
    trouble.uncertain ? `${trouble.uncertain} ${trouble.uncertain === 1 ? "email" : "emails"} may not have reached the recipient` : "",
  ].filter(Boolean);
  const heading = trouble.waiting + trouble.failed > 0 ? "Email is not going out." : "Sending email was cut short.";
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-6 lg:px-8">
      <strong>{heading}</strong> {LIST.format(parts)} (the oldest since {formatWhen(trouble.since)}).{" "}
      <Link to="/admin/email" className="font-semibold underline">
        See the emails
      </Link>
    </div>
  );
}
