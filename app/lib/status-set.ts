/**
 * One status set (docs/decisions/0227): each value's label, badge tone and, where the set has
 * transitions, the values it may move to. Isomorphic: badges, filters, zod enums and the
 * server's move checks all read the same definition.
 */
export type StatusTone = "green" | "amber" | "red" | "blue" | "grey";

type StatusDefinition<V extends string> = { label: string; tone: StatusTone; moves?: readonly V[] };

export type StatusSet<V extends string = string> = {
  /** The values in their written order, as a tuple for `z.enum` and filter lists. */
  values: readonly [V, ...V[]];
  labels: Readonly<Record<V, string>>;
  is(value: unknown): value is V;
  /** A known value's label; anything else as it is, so an old stored value still reads. */
  label(value: string): string;
  /** A known value's tone; grey for anything else. */
  tone(value: string): StatusTone;
  /** Where a value may move; nothing from an unknown value or one without moves. */
  next(from: string): readonly V[];
  canMove(from: string, to: string): boolean;
};

export function defineStatuses<const D extends Record<string, StatusDefinition<NoInfer<keyof D & string>>>>(
  definitions: D,
): StatusSet<keyof D & string> {
  type V = keyof D & string;
  const values = Object.keys(definitions) as V[] as [V, ...V[]];
  const labels = Object.fromEntries(values.map((v) => [v, definitions[v].label])) as Record<V, string>;
  const is = (value: unknown): value is V => typeof value === "string" && Object.hasOwn(definitions, value);
  const next = (from: string): readonly V[] => (is(from) ? (definitions[from].moves ?? []) : []);
  return {
    values,
    labels,
    is,
    label: (value) => (is(value) ? definitions[value].label : value),
    tone: (value) => (is(value) ? definitions[value].tone : "grey"),
    next,
    canMove: (from, to) => next(from).includes(to as V),
  };
}
