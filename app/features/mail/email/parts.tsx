// Each part from its own package: the @react-email/components barrel also loads the code block
// and its syntax highlighter (Prism), a third of a second of every start (decision 0137).
import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment, type ReactNode } from "react";
import { paragraphsOf } from "~/lib/paragraphs";
import { addressInText, useTextPart } from "./format";
import { EMAIL_COLOURS as C } from "./theme";

/*
 * The pieces every email is built from. Each writes itself as HTML (React Email's components:
 * tables and inline styles) or, in the plain-text part, as plain lines (format.ts).
 */

/** Keeps the line breaks someone typed (a message, a note) without trusting their markup. */
function Lines({ text }: { text: string }) {
  if (useTextPart()) return text;
  return text.split("\n").map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

export function Title({ children }: { children: ReactNode }) {
  if (useTextPart())
    return (
      <>
        {children}
        {"\n\n"}
      </>
    );
  return <Heading style={{ margin: "0 0 8px", fontSize: 22, lineHeight: 1.3 }}>{children}</Heading>;
}

export function Paragraph({ children, small }: { children: ReactNode; small?: boolean }) {
  const content = typeof children === "string" ? <Lines text={children} /> : children;
  if (useTextPart())
    return (
      <>
        {content}
        {"\n\n"}
      </>
    );
  const size = small ? { fontSize: 14, color: C.muted } : { fontSize: 16 };
  return <Text style={{ margin: "0 0 12px", lineHeight: 1.6, ...size }}>{content}</Text>;
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  if (useTextPart())
    return (
      <>
        {children}
        {addressInText(href)}
      </>
    );
  return (
    <Link href={href} style={{ color: C.brand, fontWeight: "bold" }}>
      {children}
    </Link>
  );
}

/** A row of calls to action; `hideInText` when the plain text already carries what they link to. */
export function ActionRow({ children, hideInText }: { children: ReactNode; hideInText?: boolean }) {
  if (useTextPart())
    return hideInText ? null : (
      <>
        {children}
        {"\n"}
      </>
    );
  return <Section style={{ margin: "8px 0 16px" }}>{children}</Section>;
}

/** A call to action. Plain text shows it as the label and its address. */
export function ActionButton({ href, children }: { href: string; children: string }) {
  if (useTextPart()) return `${children}${addressInText(href)}\n`;
  return (
    <Button
      href={href}
      style={{
        display: "inline-block",
        margin: "4px 8px 4px 0",
        padding: "12px 20px",
        background: C.brand,
        color: "#ffffff",
        borderRadius: 8,
        fontWeight: "bold",
      }}
    >
      {children}
    </Button>
  );
}

export interface Detail {
  label: string;
  value: string;
  /** Makes the value a link (tel:, mailto:, a page). */
  href?: string;
}

/** Label and value pairs: what was asked for, what was sent. Plain text: one "Label: value" line each. */
export function DetailsTable({ rows }: { rows: Detail[] }) {
  if (useTextPart()) return rows.map((row) => `${row.label}: ${row.value}${row.href ? addressInText(row.href) : ""}\n`).join("") + "\n";
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: "100%", borderCollapse: "collapse", margin: "16px 0", borderTop: `1px solid ${C.rule}` }}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td style={{ padding: "8px 12px 8px 0", color: C.muted, verticalAlign: "top", whiteSpace: "nowrap" }}>{row.label}:</td>
            <td style={{ padding: "8px 0", verticalAlign: "top" }}>
              {row.href ? <TextLink href={row.href}>{row.value}</TextLink> : <Lines text={row.value} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SignOff({ businessName }: { businessName: string }) {
  return <Paragraph>{`Ngā mihi,\nThe ${businessName} team`}</Paragraph>;
}

/** At the foot of a customer's email: the way to everything else they have with the business. */
export function CustomerPageLine({ href }: { href: string }) {
  return (
    <Paragraph small>
      All your quotes, visits and invoices with us are on <TextLink href={href}>your own page</TextLink>.
    </Paragraph>
  );
}

/** The address behind a button, for mail clients that block buttons; the plain text already shows it. */
export function LinkFallback({ href }: { href: string }) {
  if (useTextPart()) return null;
  return (
    <Text style={{ margin: "0 0 12px", fontSize: 14, color: C.muted, lineHeight: 1.6 }}>
      If the button does not work, copy this address into your browser:
      <br />
      <span style={{ wordBreak: "break-all" }}>{href}</span>
    </Text>
  );
}

/** A person's photo beside their name (who is coming to the visit); the plain text keeps only the name. */
export function Portrait({ src, name, caption }: { src: string | null; name: string; caption: string }) {
  if (useTextPart()) return `${caption}\n\n`;
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      {src ? (
        <Img
          src={src}
          alt={`Photo of ${name}`}
          width={72}
          height={72}
          // "low": React's server renderer would otherwise put a preload link for it in the email's head.
          fetchPriority="low"
          style={{ borderRadius: 36, display: "inline-block", verticalAlign: "middle" }}
        />
      ) : null}
      <Text style={{ display: "inline-block", margin: src ? "0 0 0 12px" : 0, fontSize: 16, verticalAlign: "middle" }}>{caption}</Text>
    </Section>
  );
}

/**
 * A message's wording as staff wrote it, filled: plain text in paragraphs, its line breaks kept
 * and everything in it escaped like any value (no markup from a template reaches the customer).
 */
export function WordingParagraphs({ text }: { text: string }) {
  return paragraphsOf(text).map((paragraph, i) => <Paragraph key={i}>{paragraph}</Paragraph>);
}

/** The line a mail client shows after the subject: the wording's paragraph after the greeting. */
export function previewLine(text: string): string {
  const paragraphs = paragraphsOf(text);
  return (paragraphs[1] ?? paragraphs[0] ?? "").replace(/\s+/g, " ");
}
