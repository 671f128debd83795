export function NotFound() {
  return (
    <div className="container-page py-20 text-center">
      <title>Page not found</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Page not found</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">Sorry, we couldn't find that page. It may have moved, or the link may be mistyped.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Back to home
        </a>
        <a href="/services" className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50">
          Browse services
        </a>
      </div>
    </div>
  );
}
