import type { Sql, TransactionSql } from "postgres";

type Scope = Sql | TransactionSql;
type ScopedCallback = (inner: TransactionSql) => unknown;

/**
 * drizzle's postgres.js driver runs every query with `prepare: false` (drizzle-orm issue
 * #6096), and postgres.js then describes each parameterised statement before it can bind it:
 * two round trips per statement. This view of the client asks for prepared statements
 * instead, so each distinct statement is parsed once per connection and then runs in one
 * round trip. Transactions and savepoints hand drizzle a new client, which gets the same view.
 * See docs/decisions/0016.
 */
export function preparingStatements<T extends Scope>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (query: string, args: unknown[] = [], options: object = {}) =>
          target.unsafe(query, args as never, { ...options, prepare: true });
      }
      if (property === "begin" || property === "savepoint") {
        return (...args: unknown[]) => {
          const callback = args.pop() as ScopedCallback;
          const scoped = Reflect.get(target, property, receiver) as (...a: unknown[]) => Promise<unknown>;
          return scoped(...args, (inner: TransactionSql) => callback(preparingStatements(inner)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
