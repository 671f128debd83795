import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Logo } from "~/components/ui/logo";
import { CrewOutbox } from "~/features/crew/offline/components/crew-outbox";
import { useCrewOutbox } from "~/features/crew/offline/use-crew-outbox";

const NOTHING_TO_KEEP: readonly string[] = [];

/**
 * The tradie portal's frame: made for a phone, the business's name, who is signed in and a way
 * out. Signed in, it is an app the phone keeps for use without signal (docs/decisions/0228):
 * `keep` lists the pages to keep besides this one (the list keeps the next 7 days' visits). Its
 * links load whole pages, so each opens from the phone's copy when there is no signal.
 */
export function CrewFrame({
  businessName,
  tradie,
  keep = NOTHING_TO_KEEP,
  children,
}: {
  businessName: string;
  tradie?: { id: number; name: string };
  keep?: readonly string[];
  children: ReactNode;
}) {
  const outbox = useCrewOutbox(tradie?.id, keep);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/crew" reloadDocument className="min-w-0 font-semibold text-ink">
            <Logo name={businessName} />
          </Link>
          {tradie ? (
            // On a phone the name gives way (shortened) before "Sign out" would break over two lines.
            <Form method="post" action="/crew/sign-out" reloadDocument className="flex min-w-0 items-center gap-3 text-sm">
              <span className="min-w-0 truncate text-muted">{tradie.name}</span>
              <Link to="/crew/devices" reloadDocument className="shrink-0 font-semibold whitespace-nowrap text-brand-700 underline">
                Devices
              </Link>
              <button type="submit" className="shrink-0 font-semibold whitespace-nowrap text-brand-700 underline">
                Sign out
              </button>
            </Form>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-6 focus:outline-none">
        <CrewOutbox outbox={outbox} />
        {children}
      </main>
    </div>
  );
}
