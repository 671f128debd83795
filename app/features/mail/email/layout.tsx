import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import type { ReactNode } from "react";
import { useTextPart } from "./format";
import { CustomerPageLine, previewLine, WordingParagraphs } from "./parts";
import { EMAIL_COLOURS as C } from "./theme";

/**
 * The one shell every email shares: one column, table layout and inline styles (what mail
 * clients render alike), readable on phones, the business name on top and at the foot.
 */
export function EmailLayout({
  title,
  preview,
  businessName,
  children,
}: {
  title: string;
  /** The line a mail client shows after the subject; hidden in the message itself. */
  preview: string;
  businessName: string;
  children: ReactNode;
}) {
  if (useTextPart())
    return (
      <>
        {`${businessName}\n\n`}
        {children}
        {`${businessName} · Auckland, New Zealand\n`}
      </>
    );
  return (
    <Html lang="en-NZ">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: "24px 12px", background: C.page, fontFamily: C.font, color: C.ink }}>
        <Container style={{ maxWidth: 600, background: "#ffffff", borderRadius: 12, overflow: "hidden" }}>
          <Section style={{ background: C.brand, color: "#ffffff", padding: "20px 28px", fontSize: 18, fontWeight: "bold" }}>
            {businessName}
          </Section>
          <Section style={{ padding: 28, fontSize: 16, lineHeight: 1.6 }}>{children}</Section>
          <Section style={{ padding: "16px 28px", background: C.footer, color: C.muted, fontSize: 13 }}>
            {businessName} · Auckland, New Zealand
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The layout of a customer message staff word (message templates): their wording first, its
 * paragraph after the greeting the line a mail client previews, then what the email builds.
 */
export function WordedEmailLayout({
  title,
  wording,
  businessName,
  children,
}: {
  title: string;
  /** The wording, filled; with the link to the customer's own page when they may have it (docs/decisions/0202). */
  wording: { body: string; customerPage?: string };
  businessName: string;
  children: ReactNode;
}) {
  return (
    <EmailLayout title={title} preview={previewLine(wording.body)} businessName={businessName}>
      <WordingParagraphs text={wording.body} />
      {children}
      {wording.customerPage ? <CustomerPageLine href={wording.customerPage} /> : null}
    </EmailLayout>
  );
}
