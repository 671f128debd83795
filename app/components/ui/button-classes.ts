const VARIANTS = {
  primary: "bg-accent-400 text-ink hover:bg-accent-500",
  brand: "bg-brand-700 text-white hover:bg-brand-800",
  outline: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  ghost: "text-ink hover:bg-brand-50",
  /** Outlined in red: a step that cannot be undone (delete, anonymise). */
  danger: "border border-red-700 text-red-800 hover:bg-red-50",
} as const;

/** `filter` stands beside compact fields (h-10) in a row of filters; `bar` shares a phone's quote bar with the call link. */
const SIZES = { sm: "h-9 px-3 text-sm", filter: "h-10 px-3 text-sm", bar: "h-11 px-3", md: "h-11 px-5", lg: "h-12 px-6 text-lg" } as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** A button's classes, for a link or a plain button that looks like one. */
export function buttonClasses(variant: ButtonVariant = "brand", size: ButtonSize = "md") {
  return `inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]}`;
}
