import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "~/components/ui/logo";

/** The frame of the sign-in, forgotten-password and reset pages: one card, centred. */
export function AuthCard({
  businessName,
  title,
  intro,
  children,
  footer,
}: {
  businessName: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-brand-50 px-4 py-10">
      <main id="main" tabIndex={-1} className="w-full max-w-md focus:outline-none">
        <Link to="/" className="mx-auto mb-6 flex w-fit" aria-label={`${businessName} website`}>
          <Logo name={businessName} />
        </Link>
        <div className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-brand-100 sm:p-8">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-muted">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
      </main>
    </div>
  );
}
