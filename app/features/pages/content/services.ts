import type { InfoPageContent } from "../schema";

const page: InfoPageContent = {
  path: "/services",
  metaTitle: "Property Maintenance and Handyman Services Auckland | Harbourside",
  metaDescription:
    "Repairs, renovations, garden care, cleaning and emergency work for Auckland homes, from one team. Free quotes and prices that include GST.",
  heading: "Our services",
  intro:
    "Most homes need a bit of everything over the years: a dripping tap one month, a repaint the next, a tidy-up before the house goes on the market. Rather than hunting for a different tradie every time, you can bring it all to one team. We work across the North Shore, West, South, East and central Auckland, and every job starts with a free quote.",
  sections: [
    {
      heading: "Maintenance and repairs",
      paragraphs: [
        "This is the everyday work that keeps a home running: the sticking door, the loose handrail, the leaking tap and the light fitting that has stopped working. Our handymen take care of the small jobs, and registered plumbers and electricians handle anything the law says must be done by a licensed person.",
        "If you have a list of small jobs, send us the whole list. It is usually quicker and better value to get several things done in one visit than to book them one at a time.",
      ],
      list: [
        "Handyman repairs and odd jobs",
        "Plumbing by registered plumbers",
        "Electrical work by registered electricians",
        "Carpentry, doors, skirting and deck repairs",
        "Painting, inside and out",
        "Furniture assembly and wall mounting",
      ],
    },
    {
      heading: "Renovations",
      paragraphs: [
        "When a room needs more than a patch-up, we plan and manage the whole project, from measuring up and design choices through to the final clean. You deal with one point of contact while we coordinate the builders, plumbers, electricians, waterproofers and tilers.",
        "Where a building consent is needed, we tell you at the quote stage and make sure the work is done by people licensed to do it.",
      ],
      list: ["Bathroom renovations", "Kitchen renovations", "Whole-home and room renovations", "Heat pump installation"],
    },
    {
      heading: "Outdoor and garden",
      paragraphs: [
        "Auckland's mild, wet climate means lawns, hedges and gutters never stop growing or filling up. We offer one-off tidy-ups and regular visits, and we can take the green waste away so you are not left with a pile by the letterbox.",
      ],
      list: [
        "Lawn mowing, edging and hedge trimming",
        "Gutter and downpipe cleaning",
        "Gutter repairs and gutter guards",
        "Landscaping, planting, paving and retaining",
        "Rubbish and green-waste removal",
      ],
    },
    {
      heading: "Cleaning",
      paragraphs: [
        "Our cleaners handle regular household cleans, deep cleans and end-of-tenancy cleans for tenants, landlords and people selling up. Carpet and upholstery cleaning uses hot-water extraction and is set up to dry as quickly as possible.",
      ],
      list: ["Regular and one-off home cleaning", "Deep cleans", "End-of-tenancy cleans", "Carpet and upholstery cleaning"],
    },
    {
      heading: "Emergency work",
      paragraphs: [
        "Some problems can't wait: a burst pipe, water coming through the ceiling, storm damage, or a door or window that won't lock. For anything urgent, please phone rather than using the quote form, so we can talk you through making things safe and get someone to you as soon as we can, the same day where possible.",
        "If there is any danger from gas, electricity or a structural collapse, call 111 first and keep everyone clear.",
      ],
    },
    {
      heading: "How quoting works",
      paragraphs: [
        "Quotes are free and there is no obligation. Tell us about the job using the quote form, with photos if you have them, and a member of our team will be in touch within one working day.",
        "Small, straightforward jobs can often be priced from a description and photos. For larger work we arrange a visit to see the job, measure up and talk through the options before we put a price in writing. Every price we give includes GST, and if something unexpected turns up once the work starts, we talk to you before doing anything extra.",
      ],
      list: [
        "Request a free quote online or by phone",
        "We ask any questions and book a visit if one is needed",
        "You receive a written quote, with prices including GST",
        "You accept the quote and we book in a time that suits you",
      ],
    },
    {
      heading: "Not sure what you need?",
      paragraphs: [
        "You don't need to know the right trade or the right words. Describe what you are seeing, such as a damp patch on the ceiling or a deck that feels soft underfoot, and we will work out who should come and have a look.",
      ],
    },
  ],
};

export default page;
