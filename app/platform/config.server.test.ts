import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

describe("loadConfig", () => {
  it("takes the defaults from an empty environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ QUOTE_RATE_LIMIT_MAX: "0" }, "QUOTE_RATE_LIMIT_MAX"],
  ])("refuses %j, naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
