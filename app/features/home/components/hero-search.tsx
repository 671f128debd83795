import { Search } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "~/components/ui/button";
import { openQuote } from "~/components/quote/open-quote";
import { HERO_SUGGESTION_MAX, HERO_SUGGESTION_MIN_CHARS, HERO_SUGGESTIONS, QUOTE_LIMITS } from "~/features/quote-requests/constants";
import { matchSuggestions } from "../suggestions";

/** An ARIA 1.2 combobox: type, pick with arrows and Enter, and the quote modal opens with it. */
export function HeroSearch() {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  // A fixed id, not useId: the page has one hero search, and the server (React) and the browser
  // (Preact, decision 0237) would make different ids for the same element.
  const id = "hero-search";
  const listId = `${id}-list`;

  // The page is an island (docs/decisions/0121): what was typed before it came to life is kept.
  useEffect(() => {
    const input = inputRef.current;
    if (!input?.value) return;
    setQuery(input.value);
    setOpen(document.activeElement === input);
  }, []);

  const suggestions = useMemo(
    () => (query.trim().length >= HERO_SUGGESTION_MIN_CHARS ? matchSuggestions(HERO_SUGGESTIONS, query, HERO_SUGGESTION_MAX) : []),
    [query],
  );
  const expanded = open && suggestions.length > 0;

  function pick(text: string) {
    setQuery(text);
    setOpen(false);
    setActive(-1);
    openQuote(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      pick(suggestions[active].text);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOpen(false);
    // The field itself, not the state: a search sent as the island came to life has not reached the state yet.
    openQuote((inputRef.current?.value ?? query).trim());
  }

  return (
    // data-quote-intent: a focus here starts loading the quote form (app/islands/quote-opener.ts).
    <form role="search" onSubmit={onSubmit} className="relative mt-8 max-w-2xl" action="/services" data-quote-intent="">
      <label htmlFor={`${id}-input`} className="sr-only">
        What do you need done?
      </label>
      <div className="flex flex-col gap-2 rounded-xl bg-white p-2 shadow-lg ring-1 ring-brand-100 sm:flex-row">
        <div className="relative flex flex-1 items-center">
          <Icon icon={Search} className="pointer-events-none absolute left-3 size-5 text-muted" />
          <input
            ref={inputRef}
            id={`${id}-input`}
            name="q"
            type="text"
            role="combobox"
            autoComplete="off"
            maxLength={QUOTE_LIMITS.service}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
            placeholder="What do you need done? e.g. leaking tap"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            className="h-12 w-full rounded-lg pr-3 pl-10 text-ink placeholder:text-muted focus:outline-none"
          />
        </div>
        <Button type="submit" variant="primary" size="lg">
          Get Free Quote
        </Button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested services"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-brand-100"
      >
        {suggestions.map((s, i) => (
          <li
            key={s.text}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: it fires before the input's blur closes the list
            onMouseDown={(e) => {
              e.preventDefault();
              pick(s.text);
            }}
            className={`cursor-pointer px-4 py-3 text-ink ${i === active ? "bg-brand-50" : "hover:bg-brand-50"}`}
          >
            {s.before}
            <mark className="bg-accent-400/40 font-semibold text-ink">{s.match}</mark>
            {s.after}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {expanded
          ? `${suggestions.length} suggestion${suggestions.length === 1 ? "" : "s"} available. Use the up and down arrows to choose.`
          : ""}
      </p>
    </form>
  );
}
