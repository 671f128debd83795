/**
 * The page's CSP nonce, in the browser. React Router knows it only on the server (the nonce
 * given to ServerRouter), so `<Links>` and `<Scripts>` would render without it on the client
 * and React's development build reports a hydration mismatch. Browsers hide the nonce from
 * the attribute but keep it on the element's `nonce` property, which is what React compares.
 * On the server this is undefined and React Router uses the nonce it was given.
 */
export function browserNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
