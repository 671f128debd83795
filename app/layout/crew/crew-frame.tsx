import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Logo } from "~/components/ui/logo";

/** The tradie portal's frame: made for a phone, the business's name, who is signed in and a way out. */
export function CrewFrame({ businessName, tradieName, children }: { businessName: string; tradieName?: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/crew" className="min-w-0 font-semibold text-ink">
            <Logo name={businessName} />
          </Link>
          {tradieName ? (
            // On a phone the name gives way (shortened) before "Sign out" would break over two lines.
            <Form method="post" action="/crew/sign-out" className="flex min-w-0 items-center gap-3 text-sm">
              <span className="min-w-0 truncate text-muted">{tradieName}</span>
              <Link to="/crew/devices" className="shrink-0 font-semibold whitespace-nowrap text-brand-700 underline">
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
        {children}
      </main>
    </div>
  );
}
