import type { Faq } from "~/features/catalogue/schema";

export const JOIN_PAGE = {
  metaTitle: "Join as a Tradie | Steady Auckland Work, No Lead Fees",
  metaDescription:
    "Licensed Auckland tradie? Join our network for steady, pre-qualified residential work across Auckland, with no lead fees and payment on time.",
  heading: "Join our network of Auckland tradies",
  intro:
    "We send good local work to good local tradies. No bidding wars, no paying for leads that go nowhere: we qualify every job, book it in with you, and make sure you are paid on time.",
  lists: [
    {
      heading: "What you get",
      items: [
        "Pre-qualified residential jobs in the suburbs you choose, booked into your calendar",
        "No lead fees or monthly subscription: we agree a margin per job up front",
        "Payment within 7 days of job completion, straight to your account",
        "A public profile with your licences, reviews and verified badge",
        "Office support for quoting, scheduling and customer follow-up",
      ],
    },
    {
      heading: "What we ask",
      items: [
        "The licence or registration your trade needs: LBP, EWRB, or PGDB where it applies",
        "Current public liability insurance",
        "Consent to a Ministry of Justice criminal record check",
        "Two references from recent customers or employers",
        "Tidy, on-time work and clear communication with homeowners",
      ],
    },
  ],
  steps: [
    { title: "Apply", text: "Fill in the form below: your trade, the areas you cover and your licences. It takes about five minutes." },
    { title: "We check", text: "We verify your licences, insurance and references, and run the criminal record check you consent to." },
    { title: "Meet the team", text: "A short call or coffee to agree the kind of work you want, your rates and how we work together." },
    { title: "Start getting jobs", text: "Your profile goes live and we start booking jobs in your areas." },
  ],
  applyHeading: "Apply to join",
  applyIntro:
    "Tell us about you and your business. We reply to every application, usually within two working days, and we will never share your details without asking.",
  faqs: [
    {
      question: "Do I have to pay to join?",
      answer: "No. There is no joining fee, no subscription and no charge per lead. We agree our margin on each job before you accept it.",
    },
    {
      question: "Can I choose which jobs I take?",
      answer: "Yes. We offer you jobs that match your trades and areas, and you accept or decline each one.",
    },
    {
      question: "How long does approval take?",
      answer: "Usually five to ten working days, mostly waiting on the Ministry of Justice criminal record check.",
    },
    {
      question: "I am a sole trader without an NZBN. Can I still apply?",
      answer: "Yes. An NZBN is helpful but optional. You do need the licence your trade requires and public liability insurance.",
    },
  ] satisfies Faq[],
};
