import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Gutter Repairs, Downpipes & Gutter Guards in Auckland",
  metaDescription:
    "Leaking gutter joints, sagging brackets, damaged downpipes, gutter guards and spouting replacement for Auckland homes and small commercial buildings. Free quotes.",
  heading: "Gutter cleaning and repairs",
  intro:
    "When spouting leaks, sags or overflows even after a clean, it needs repairing rather than just clearing out. We fix leaking joints, rehang sagging runs, replace damaged downpipes, fit gutter guards and replace spouting that has reached the end of its life. We work on houses and small commercial buildings such as shops, offices and workshops across the North Shore, West, South and East Auckland.",
  included: [
    "Resealing or replacing leaking joints, corners and end caps",
    "Refixing and adding brackets so sagging gutters hold the right fall to the outlet",
    "Replacing cracked, crushed or disconnected downpipes, rain heads and pipe clips",
    "Patching or replacing rusted sections of steel spouting",
    "Supplying and fitting mesh gutter guards to suit your roof type",
    "Full spouting replacement in PVC or pre-painted steel, including continuous spouting",
    "Checking and clearing box gutters and internal gutters on commercial buildings",
    "Cleaning the gutters and flushing downpipes as part of any repair",
    "Removing the old spouting and offcuts from site",
  ],
  howItWorks: [
    {
      title: "Request a free quote",
      text: "Tell us what you've noticed, such as water pouring over one corner or a downpipe that has come away from the wall. Photos taken during rain are especially useful.",
    },
    {
      title: "Inspection and options",
      text: "We come out to look at the spouting, brackets, downpipes and fascia, work out why it's failing and give you options, from a targeted repair to full replacement, with a written quote.",
    },
    {
      title: "The repair work",
      text: "Our team carries out the agreed repairs or replacement, working safely at height, and cleans and flushes the system so everything drains as it should.",
    },
    {
      title: "Water test and photos",
      text: "We run water through the repaired gutters to check joints and falls, then send you photos of the finished work along with any notes on the fascia or roof.",
    },
  ],
  details: [
    {
      title: "Repair or replace?",
      text: "A leaking joint or a sagging section on otherwise sound spouting is usually a straightforward repair. When PVC has gone brittle and cracks at the brackets, or steel spouting is rusting through in several places, replacement is often better value than repeated patching. We'll tell you honestly which side of the line your spouting is on and show you photos of what we've found.",
    },
    {
      title: "Sagging gutters and fall",
      text: "Gutters need a slight, even fall towards each outlet, or water pools and overflows in the middle of a run. Sagging usually comes from brackets that have worked loose, been spaced too far apart or been pulled down by the weight of wet debris. We refix the brackets to the correct fall and add more where they're needed, and check the fascia board behind for rot.",
    },
    {
      title: "Downpipes and stormwater",
      text: "A downpipe that is cracked, crushed or has come away from its outlet can dump water straight against your cladding or foundations. We replace damaged downpipes and make sure they connect properly to the stormwater inlet. If the blockage or break is underground, the drain itself needs a licensed drainlayer authorised by the Plumbers, Gasfitters and Drainlayers Board, and we can arrange one.",
    },
    {
      title: "Gutter guards: what they do and don't do",
      text: "Mesh guards keep out most leaves, pōhutukawa stamens and twigs, which cuts down how often gutters need cleaning, especially under big trees. They don't stop fine silt and moss, so they still need an occasional check. We'll recommend a guard that suits your roof profile, whether it's corrugated iron, tiles or a long-run roof.",
    },
  ],
  pricingNote:
    "Quotes are free and prices include GST. The cost depends on the type and length of spouting, the number of storeys and access, the materials chosen and whether the fascia behind needs repair.",
  faqs: [
    {
      question: "Why do my gutters overflow even when they're clean?",
      answer:
        "Usually because the gutter has lost its fall and water pools away from the outlet, the downpipe or stormwater drain is blocked, or the gutter is too small for the area of roof draining into it. We'll find the cause before recommending a fix.",
    },
    {
      question: "Can you fix a leaking gutter joint without replacing the whole run?",
      answer:
        "Often, yes. Many leaking joints can be cleaned and resealed, or the joiner replaced. If the spouting either side is brittle or rusted, a repair may not last, and we'll tell you before we start.",
    },
    {
      question: "What is continuous spouting?",
      answer:
        "Continuous spouting is pre-painted steel gutter roll-formed on site to the exact length of each side of the house, so there are no joins along the run. Fewer joins means fewer places to leak, which is why it's a popular choice when replacing old spouting.",
    },
    {
      question: "Do I need a building consent to replace my spouting?",
      answer:
        "Replacing spouting and downpipes with comparable materials is generally treated as repair and maintenance and doesn't need a building consent. If the work changes the roof drainage design or involves a commercial building with complex internal gutters, we'll check with you and the council first.",
    },
    {
      question: "Do you work on commercial buildings?",
      answer:
        "Yes, on small commercial buildings such as shops, offices, workshops and small warehouses. Box gutters and internal gutters on these buildings are a common source of leaks, and we can clear, inspect and repair them.",
    },
    {
      question: "Will gutter guards stop birds nesting in my gutters?",
      answer:
        "Well-fitted mesh guards usually keep birds out of the gutters themselves. Birds nesting under roof tiles or in the eaves is a separate problem, and we can look at bird-proofing those gaps at the same visit.",
    },
  ],
};

export default content;
