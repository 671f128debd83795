import type { AreaContent } from "../../schema";

const content: AreaContent = {
  metaTitle: "Property Maintenance North Shore, Auckland | Harbourside",
  metaDescription:
    "Handyman, painting, gutter and deck work across the North Shore, from Devonport to Albany. No travel surcharge, free quotes, prices include GST.",
  heading: "Property maintenance on the North Shore",
  intro:
    "From the villas of Devonport to the new streets of Albany, we look after homes right across the North Shore. Sea air, exposed clifftop sections and a lot of houses now fifty-odd years old mean the Shore has its own maintenance rhythm, and our team knows it well. Whether it's a sticking ranch slider in Glenfield or a tired deck in Browns Bay, you get a tradie who turns up when they say they will and tidies up before they leave.",
  localNotes: [
    {
      title: "Salt air and corrosion",
      text: "Homes near the water in Takapuna, Milford, Devonport and Browns Bay cop salt spray most days of the year, and it gets into everything metal. Steel fixings, hinges, gutter brackets and the screws holding down deck boards rust far faster here than they do inland. We use stainless or hot-dip galvanised fixings on coastal jobs and wash down exterior surfaces before painting so the salt doesn't lift the new coat. A yearly freshwater rinse of window frames, balustrades and heat pump outdoor units goes a long way too.",
    },
    {
      title: "Clifftop decks and balustrades",
      text: "Plenty of Shore houses sit on a slope or a clifftop, with decks that are well off the ground and take the full force of the wind. Balustrades on those decks are a safety item, not just a looks item, so we check posts, fixings and glass clamps for movement whenever we are on site. Soft or spongy boards usually mean the joists underneath are getting wet, and that is worth catching early. Anything that needs a building consent is handled by the right licensed people, and we will tell you up front if that applies.",
    },
    {
      title: "1960s and 1970s homes",
      text: "Northcote, Birkenhead, Glenfield and much of the Bays were built out in the sixties and seventies, and many of those homes are on their original joinery, gutters and wiring. Common jobs include replacing worn window catches and stays, fixing sagging internal doors, patching old fibrous plaster ceilings and repainting weatherboards that have been chalking for years. Older homes can contain asbestos in textured ceilings, vinyl and some cladding, so we check before cutting or sanding anything we are unsure of. Insulation and a properly sized heat pump make a big difference to how warm and dry these houses feel in winter.",
    },
    {
      title: "Albany and Greenhithe new builds",
      text: "Newer homes around Albany and Greenhithe need less fixing but still benefit from regular care. Builder's warranty issues aside, the usual jobs are hanging shelves and TVs properly on the right fixings, flat-pack assembly, fence staining and keeping young lawns in shape. Gutters on new builds fill with building dust and leaves from maturing street trees sooner than most owners expect. Sorting small things early keeps a new house feeling new.",
    },
  ],
  popularServiceSlugs: ["handyman", "painting", "gutter-cleaning-auckland", "carpentry", "heat-pump-installation"],
  faqs: [
    {
      question: "Do you charge extra to come over the bridge or up to Albany?",
      answer:
        "No. There is no travel surcharge anywhere within our service areas, and that includes every North Shore suburb from Devonport through to Albany and Greenhithe. The price on your quote is the price, and it includes GST.",
    },
    {
      question: "How soon can someone get to my place on the Shore?",
      answer:
        "For non-urgent work we can usually get someone to you within two to three working days. For emergencies such as a leak or a broken door lock, we aim to have someone there the same day where possible, so call the number on our contact page rather than using the form.",
    },
    {
      question: "My deck is on a steep section. Can you still repair it?",
      answer:
        "Usually, yes. We repair and replace boards, joists and balustrades on raised decks regularly. If the work is structural or the deck is high enough that a building consent is needed, we will explain that at the quote stage and make sure the right licensed people are involved.",
    },
    {
      question: "What can I do about rust on my balustrade and window fittings?",
      answer:
        "Rinse metal fittings with fresh water every few months, especially after a windy spell, and get rust spots treated before they spread. When fittings are too far gone we replace them with stainless or galvanised versions that are better suited to coastal conditions.",
    },
    {
      question: "Do you work on apartments and units in Takapuna?",
      answer:
        "Yes. We do plenty of work in apartments and units, from painting and repairs to furniture assembly. If your building has a body corporate, let us know and we will work within its rules on access, parking and working hours.",
    },
  ],
};

export default content;
