import type { InfoPageContent } from "../schema";

const page: InfoPageContent = {
  path: "/faq",
  metaTitle: "FAQ | Quotes, Pricing, Payments and Tradies | Harbourside",
  metaDescription:
    "Answers about free quotes, GST-inclusive pricing, payments, the Auckland areas we cover, how we vet and insure tradies, cancellations, emergencies and privacy.",
  heading: "Frequently asked questions",
  intro:
    "The questions Auckland homeowners ask us most, answered plainly. If yours is not here, get in touch and a real person in our office will answer it.",
  sections: [
    {
      heading: "Quotes and pricing",
      paragraphs: [
        "Every quote is free and comes with no obligation. You get it in writing, with the scope of work and a price that includes GST, so there are no surprises when the invoice arrives.",
      ],
    },
    {
      heading: "Our tradies",
      paragraphs: [
        "Every tradie we send to your home has been checked by us first: the licence or registration their trade needs, public liability insurance, references from recent customers, and a Ministry of Justice criminal record check with their consent. If a licence or insurance policy lapses, they stop getting jobs until it is renewed.",
      ],
    },
    {
      heading: "Where and when we work",
      paragraphs: [
        "We work across North Shore, West Auckland, South Auckland, East Auckland and central Auckland, with no travel surcharge within those areas. For non-urgent work we can typically have someone with you within two to three working days, and our current office hours are on our contact page.",
      ],
    },
    {
      heading: "Still have a question?",
      paragraphs: [
        "Use the quote form and add your question in the description, or contact us by phone or email. We reply within one working day, usually much sooner during opening hours.",
      ],
    },
  ],
  faqs: [
    {
      question: "How do I get a quote, and is it free?",
      answer:
        "Fill in the quote form on any page with the service you need, a short description, a preferred date and time, and your contact details. Quotes are free with no obligation. Small jobs can often be quoted from a description and a few photos; larger jobs get a free site visit first.",
    },
    {
      question: "How long does it take to get a quote?",
      answer:
        "We get back to you within one working day, usually within a few hours during opening hours. For jobs that need a site visit, we book one at a time that suits you, and the written quote normally follows within a few working days of the visit.",
    },
    {
      question: "Do your prices include GST?",
      answer:
        "Yes. Every price we give homeowners includes GST at 15%. The total on your quote is what you pay, unless you ask for changes or agree to extra work along the way.",
    },
    {
      question: "What affects the price of a job?",
      answer:
        "Mainly the size of the job, access (a steep section or a two-storey roof takes longer and may need scaffolding), the materials you choose, and the condition of what is already there. Your quote spells out what is included so you can compare it fairly with others.",
    },
    {
      question: "What payment methods do you accept?",
      answer:
        "We accept cash, credit card, bank transfer and EFTPOS. Small jobs are paid on completion. Larger renovation projects are invoiced in stages that we agree with you in writing before work begins.",
    },
    {
      question: "Which areas of Auckland do you cover?",
      answer:
        "North Shore, West Auckland, South Auckland, East Auckland and central Auckland suburbs, from Albany to Papakura and from Swanson to Beachlands. There is no travel surcharge within those areas. If you are just outside them, ask anyway and we will tell you honestly whether we can help.",
    },
    {
      question: "How do you vet your tradies?",
      answer:
        "Before a tradie joins our network we verify the licence or registration their trade requires (a Licensed Building Practitioner, or registration with the Electrical Workers Registration Board or the Plumbers, Gasfitters and Drainlayers Board), confirm their public liability insurance, contact their references, and run a Ministry of Justice criminal record check with their consent. We keep checking after they join.",
    },
    {
      question: "Are your tradies insured?",
      answer:
        "Yes. Every tradie in our network must hold current public liability insurance, and we check it before they join and when it comes up for renewal. A tradie whose cover lapses is taken off the roster until it is renewed.",
    },
    {
      question: "What if I am not happy with the work?",
      answer:
        "Tell us as soon as you can. We will arrange for the tradie to come back and put it right, and our office stays involved until it is resolved. Your rights under the Consumer Guarantees Act 1993 also apply: work must be done with reasonable care and skill and be fit for its purpose.",
    },
    {
      question: "Can I cancel or reschedule a booking?",
      answer:
        "Yes. Life happens, so just let us know as early as you can and we will find a new time. If materials have already been ordered specially for your job, we will talk with you about those before anything is charged.",
    },
    {
      question: "Do you handle emergencies?",
      answer:
        "Yes. For urgent problems such as a burst pipe, water coming through the ceiling, a storm-damaged roof or a loss of power, call our emergency line rather than using the quote form. We will do our best to get someone to you the same day.",
    },
    {
      question: "Can you work on rental properties and deal with my tenants?",
      answer:
        "Yes. Many of our customers are landlords and property managers. We can arrange access directly with tenants, send you photos of the finished work, and help with jobs that keep a rental in line with the Healthy Homes standards.",
    },
    {
      question: "What do you do with my personal information?",
      answer:
        "We use the details you give us only to quote for and carry out your job. They are seen by our staff and the tradie assigned to your job, and pass through our email provider. We never sell your information or use it for advertising. Our privacy policy explains everything, including how to see or correct what we hold.",
    },
  ],
};

export default page;
