import type { Faq } from "~/features/catalogue/schema";

export const HOME_META = {
  title: "Property Maintenance & Handyman Services Auckland | Free Quotes",
  description:
    "Vetted, insured Auckland tradies for repairs, maintenance, gardens, cleaning and renovations. North Shore, West, South, East and central Auckland. Free quotes within a day.",
};

export const HOME_OVERVIEW = [
  {
    heading: "One call for everything your property needs",
    text: "From a dripping tap in Takapuna to a full bathroom renovation in Howick, we match your job with a vetted local tradie who holds the right licence for the work. You get one point of contact, a written quote before anything starts, and a team that turns up when they say they will.",
  },
  {
    heading: "Tradies we would let into our own homes",
    text: "Every tradie on our books has been checked: trade licences (LBP, EWRB or PGDB registration where the work needs it), public liability insurance, references, and a Ministry of Justice criminal record check with their consent. If a licence or policy lapses, they come off the roster until it is renewed.",
  },
  {
    heading: "Built for Auckland weather and Auckland homes",
    text: "Humid summers, wet winters, salt air on the coast and leaf-filled gutters in the bush suburbs: our tradies know what Auckland does to villas, bungalows, brick-and-tile homes and new builds alike, and they fix the cause, not just the symptom.",
  },
];

export const HOME_FAQS: Faq[] = [
  {
    question: "How quickly will I hear back after asking for a quote?",
    answer:
      "Within one working day, usually within a few hours during opening hours. For urgent jobs such as a burst pipe or a storm-damaged roof, call us and we will do our best to get someone there the same day.",
  },
  {
    question: "Are your quotes really free?",
    answer:
      "Yes. Quotes are free and there is no obligation. For larger jobs a tradie will visit to measure up first; for small jobs we can often quote from your description and a few photos.",
  },
  {
    question: "Do your prices include GST?",
    answer:
      "Yes. Every price we give homeowners includes GST at 15%, so the figure on your quote is the figure you pay unless you change the scope of the job.",
  },
  {
    question: "Which parts of Auckland do you cover?",
    answer:
      "North Shore, West Auckland, South Auckland, East Auckland and central Auckland suburbs, with no travel surcharge within those areas.",
  },
  {
    question: "How do I pay?",
    answer:
      "We accept cash, credit card, bank transfer and EFTPOS. Larger renovation projects are invoiced in stages agreed in writing before work begins.",
  },
];
