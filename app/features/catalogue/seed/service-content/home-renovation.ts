import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Home Renovation Auckland | Villas, Bungalows and Whole Homes",
  metaDescription:
    "Whole-home and room renovations in Auckland, managed from plans and consents to the final clean, with Licensed Building Practitioners. Free quotes, prices include GST.",
  heading: "Home renovations in Auckland",
  intro:
    "Renovating is a big commitment, and the difference between a good project and a stressful one usually comes down to planning, communication and honest pricing. We manage renovations from the first sketch to the final clean, coordinating designers, Licensed Building Practitioners and licensed trades so you have one team to deal with. We work on everything from character villas to 1970s brick-and-tile homes across the North Shore, West, South and East Auckland.",
  included: [
    "An initial walk-through to understand your goals and budget",
    "Coordination with designers, architects and engineers where plans or calculations are needed",
    "Building consent and, where required, resource consent applications and Council inspections",
    "Restricted building work carried out or supervised by Licensed Building Practitioners",
    "Demolition, structural work, re-piling, framing, linings and joinery",
    "Plumbing, drainage, gas and electrical work by licensed and registered trades",
    "Insulation, weathertight cladding and window upgrades",
    "Bathrooms, kitchens, flooring, painting and finishing",
    "A written programme, regular updates and one person to contact throughout",
    "Final clean, Code Compliance Certificate paperwork and a handover pack",
  ],
  howItWorks: [
    {
      title: "Request a free quote",
      text: "Tell us about the house, what you'd like to change and roughly what you're hoping to spend. Plans, photos or a wish list all help.",
    },
    {
      title: "Site visit, scope and quote",
      text: "We look at the house with you, check the condition of the things you can't easily see, such as piles, framing, roof and wiring, and agree a scope. You get a detailed written quote, a proposed programme and a clear view of which consents are likely to be needed.",
    },
    {
      title: "Consents, then the build",
      text: "Once the design is settled and consents are granted, we start on site to the agreed programme. You get regular updates, and any variation is priced and agreed in writing before the work is done.",
    },
    {
      title: "Handover and follow-up",
      text: "When the work is complete we arrange the final Council inspection, hand over the Code Compliance Certificate, records of work and product warranties, and walk through the house with you. We check back later to sort out any snags.",
    },
  ],
  details: [
    {
      title: "Villas and bungalows",
      text: "Auckland's villas and bungalows were built from native timbers like kauri and rimu, and they have character you can't buy new, along with some predictable problems: tired piles, old wiring, no insulation and lead-based paint under the newer coats. Many sit in the Auckland Unitary Plan's Special Character Areas, including parts of Devonport, where changes to the street-facing exterior or demolition may need resource consent. We renovate them in a way that respects the original detail while making them warm, dry and safe.",
    },
    {
      title: "Consents and Licensed Building Practitioners",
      text: "Most renovations involving structure, new plumbing or changes to the outside of the house need a building consent from Auckland Council, and the work is inspected as it goes. Restricted building work, which covers the primary structure and weathertightness, must be done or supervised by a Licensed Building Practitioner, who gives you a record of work at the end. Homes built before the 2000s may also contain asbestos, so we arrange testing before demolition and use licensed removalists where the rules require it.",
    },
    {
      title: "Weathertightness",
      text: "Building Code clause E2 (External Moisture) sets out how a house must keep water out, and new cladding on most Auckland homes is now installed over a drained cavity. If your home has monolithic cladding from the 1990s or early 2000s, or you're adding to an older house, the junctions between old and new are where leaks start. We detail windows, flashings and penetrations carefully and get a weathertightness check or specialist advice where the house needs it.",
    },
    {
      title: "Contracts, staged payments and your protections",
      text: "For residential building work of $30,000 or more including GST, the Building Act requires a written contract, and you should receive a disclosure statement and consumer checklist before you sign. We invoice in stages tied to work that's been completed, so you're never paying far ahead of progress. Your renovation is also covered by the implied warranties in the Building Act and by the Consumer Guarantees Act, which together mean the work must be done competently, with suitable materials, and in line with the contract and the Building Code.",
    },
  ],
  pricingNote:
    "Renovation costs depend on the scope, the condition of the existing house, design and consent requirements, and the finishes you choose. Quotes are free and all prices include GST.",
  faqs: [
    {
      question: "Do I need a building consent for my renovation?",
      answer:
        "It depends on the work. Cosmetic updates usually don't, but structural changes, new plumbing or drainage, and changes to the exterior often do. We'll tell you early, and prepare and lodge the application with Auckland Council on your behalf.",
    },
    {
      question: "How long does a renovation take?",
      answer:
        "A single room might take a few weeks; a whole-home renovation can take several months. Design and consent processing come first, and Council has up to 20 working days to process a building consent once it's accepted, longer if they ask for more information. We give you a written programme before work starts.",
    },
    {
      question: "Can we live in the house while you work?",
      answer:
        "For room-by-room work, often yes. For whole-home projects, or when there's no working kitchen or bathroom, it's usually easier and faster if you move out for the noisiest stages.",
    },
    {
      question: "How do payments work?",
      answer:
        "We agree a payment schedule in the contract, with invoices in stages as work is completed. Variations are priced and approved in writing before they're done, so there are no surprises on the final bill.",
    },
    {
      question: "What if you find problems once the walls are open?",
      answer:
        "In older Auckland homes it happens: rot, borer, old wiring or missing bracing. We stop, show you what we've found, explain the options and price the fix before any extra work goes ahead.",
    },
    {
      question: "Which areas do you renovate in?",
      answer: "We take on renovations across the North Shore, West, South and East Auckland. Our customers rate us 4.9 from 1247 reviews.",
    },
  ],
};

export default content;
