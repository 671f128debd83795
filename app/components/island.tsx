import { createContext, createElement, useContext, useId, type ComponentType, type ReactElement } from "react";

/**
 * Public pages are islands (docs/decisions/0121): the server renders the whole page, and the
 * browser brings to life only the parts that need it. Each island is rendered on the server
 * as a React root of its own (with its own id prefix), so the browser can hydrate it alone
 * with exactly the same markup; its props travel as JSON beside it.
 */
export type IslandName = "hero-search" | "application-form" | "request-photos";

/** "load": hydrated as soon as the page is ready; "intent": on the first pointer, focus or touch inside it. */
export type IslandLoad = "load" | "intent";

export interface IslandPage {
  /** Renders one island to HTML as its own root, noting when it comes to life. */
  render(element: ReactElement, identifierPrefix: string, island: { name: IslandName; load: IslandLoad }): string;
  /** The page's one script, and what to fetch beside it (asked for after the page's islands have rendered). */
  scripts(): { boot: string; preloads: string[]; quoteForm: string[] };
  /** The quote form's first step as plain HTML, for the page's template of it (docs/decisions/0239). */
  quoteFirstStep(): string;
}

/** Given by the server entry when the page is rendered as islands; absent when the whole page hydrates. */
export const IslandPageContext = createContext<IslandPage | null>(null);

export function Island<P extends object>({
  name,
  load,
  component,
  props,
}: {
  name: IslandName;
  load: IslandLoad;
  component: ComponentType<P>;
  props: P;
}) {
  const page = useContext(IslandPageContext);
  const id = useId();
  const element = createElement(component, props);
  if (!page) return <div className="contents">{element}</div>;
  return (
    <div
      className="contents"
      data-island={name}
      data-island-id={id}
      data-island-load={load}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: page.render(element, id, { name, load }) }}
    />
  );
}
