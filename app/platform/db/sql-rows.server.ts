/** db.execute() answers with an array on postgres-js and with { rows } on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
