import { createContext, useContext } from "react";

/**
 * Which part of the message a render is for. Each email is one component tree rendered twice:
 * as HTML, and as its plain-text part, where every shared part writes itself as plain lines.
 */
export const EmailFormat = createContext<"html" | "text">("html");

export const useTextPart = () => useContext(EmailFormat) === "text";

/** A link's address as the plain text shows it: none for a phone number or an email address (the text is the number). */
export const addressInText = (href: string) => (/^(tel|mailto):/.test(href) ? "" : ` ${href}`);
