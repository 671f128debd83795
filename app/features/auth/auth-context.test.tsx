import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./auth-context";

function WhoAmI() {
  const auth = useAuth();
  return <p>{`${auth.state}:${auth.user?.email ?? "nobody"}:${auth.isAdmin}`}</p>;
}

const api = { getSession: vi.fn(), signIn: vi.fn(), signOut: vi.fn() };

describe("useAuth", () => {
  it("throws a clear error outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderToString(<WhoAmI />)).toThrow("useAuth() must be used inside <AuthProvider>");
  });

  it("gives the state, user and admin flag inside it", () => {
    const html = renderToString(
      <AuthProvider
        api={api}
        renewAfterMs={60_000}
        initialSession={{
          user: { id: "1", name: "Sam", email: "sam@example.nz" },
          role: "admin",
          isAdmin: true,
          expiresAt: "2030-01-01T00:00:00Z",
        }}
      >
        <WhoAmI />
      </AuthProvider>,
    );
    expect(html).toContain("signed-in:sam@example.nz:true");
  });

  it("is loading until the session is known, and not admin without a role", () => {
    expect(
      renderToString(
        <AuthProvider api={api} renewAfterMs={60_000}>
          <WhoAmI />
        </AuthProvider>,
      ),
    ).toContain("loading:nobody:false");
    const noRole = renderToString(
      <AuthProvider
        api={api}
        renewAfterMs={60_000}
        initialSession={{
          user: { id: "2", name: "Pat", email: "pat@example.nz" },
          role: null,
          isAdmin: false,
          expiresAt: "2030-01-01T00:00:00Z",
        }}
      >
        <WhoAmI />
      </AuthProvider>,
    );
    expect(noRole).toContain("signed-in:pat@example.nz:false");
  });
});
