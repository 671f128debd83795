import { parse, type HTMLElement } from "node-html-parser";

export interface PageFacts {
  status: number;
  headers: Headers;
  html: string;
  doc: HTMLElement;
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  og: Record<string, string>;
  h1: string;
  robots: string | undefined;
  jsonLd: Array<Record<string, unknown>>;
}

export async function fetchPage(url: string, init?: RequestInit): Promise<PageFacts> {
  const res = await fetch(url, { redirect: "manual", ...init });
  const html = await res.text();
  const doc = parse(html);
  const og: Record<string, string> = {};
  for (const m of doc.querySelectorAll('meta[property^="og:"]')) og[m.getAttribute("property")!] = m.getAttribute("content") ?? "";
  return {
    status: res.status,
    headers: res.headers,
    html,
    doc,
    title: doc.querySelector("head title")?.text.trim() ?? doc.querySelector("title")?.text.trim() ?? "",
    description: doc.querySelector('meta[name="description"]')?.getAttribute("content"),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    og,
    h1: doc.querySelector("h1")?.text.trim() ?? "",
    robots: doc.querySelector('meta[name="robots"]')?.getAttribute("content"),
    jsonLd: doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.text)),
  };
}
