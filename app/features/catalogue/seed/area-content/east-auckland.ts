import type { AreaContent } from "../../schema";

const content: AreaContent = {
  metaTitle: "Property Maintenance East Auckland | Harbourside",
  metaDescription:
    "Handyman, painting, gutter and garden work across East Auckland, from Howick and Pakuranga to Flat Bush and Beachlands. Free quotes, no travel surcharge.",
  heading: "Property maintenance in East Auckland",
  intro:
    "East Auckland is a mix of established brick-and-tile suburbs, big newer subdivisions and some of the city's most exposed coastal streets. We look after homes in Howick, Pakuranga, Botany, Dannemora, Bucklands Beach, Half Moon Bay, Beachlands and Flat Bush, for owners who want jobs done properly without having to chase anyone. Tell us what needs doing and we will give you a clear, free quote.",
  localNotes: [
    {
      title: "1970s to 1990s brick-and-tile homes",
      text: "Large parts of Howick, Pakuranga and Botany were built between the seventies and nineties, often with brick veneer walls, concrete tile roofs and aluminium joinery. Brick needs little painting, but the timber around it still does, including fascias, soffits, eaves and garage doors. Aluminium sliders wear out their rollers and seals over time, which makes them heavy to open and lets draughts in, and both can usually be replaced without new joinery. Keep the small weep holes at the bottom of brick walls clear of garden beds and mulch so moisture can drain out.",
    },
    {
      title: "Flat Bush and Dannemora subdivisions",
      text: "Flat Bush and Dannemora are full of larger family homes built from the nineties onwards, many with sizeable gardens and double garages. Common jobs include repainting fences and exterior trim, hanging and adjusting doors, installing heat pumps in bigger living areas and keeping lawns and hedges tidy. Some homes from the late nineties and early 2000s have plaster cladding, which should stay well sealed and painted. If you notice cracks in plaster cladding, get them looked at early rather than just painting over them.",
    },
    {
      title: "Coastal homes in Bucklands Beach and Half Moon Bay",
      text: "Homes along the coast at Bucklands Beach, Half Moon Bay, Eastern Beach and Beachlands face sea winds and salt spray that wear out paint, fixings and outdoor metalwork faster than inland. We use stainless or galvanised fixings for outdoor repairs here and wash surfaces down before painting. Regularly rinsing window frames, balustrades and heat pump outdoor units with fresh water helps them last. Decks and fences facing the water also benefit from a yearly clean and re-oil or stain.",
    },
    {
      title: "Tile roofs and gutters",
      text: "Concrete tile roofs common in the east collect moss and lichen, and the grit that washes off them ends up in the gutters. Blocked gutters and downpipes overflow into eaves and wall cavities, so a clean once or twice a year is sensible, more often if you have big trees nearby. We check downpipes are flowing and flag any cracked tiles or loose ridge capping we spot, so you can get them dealt with before winter.",
    },
  ],
  popularServiceSlugs: ["gutter-cleaning-auckland", "painting", "handyman", "heat-pump-installation", "landscaping"],
  faqs: [
    {
      question: "Is there a travel surcharge for Beachlands or Flat Bush?",
      answer:
        "No. There is no travel surcharge anywhere within our service areas, and that includes Beachlands, Flat Bush and the rest of East Auckland. Quotes are free and all prices include GST.",
    },
    {
      question: "How soon can you get to my home in East Auckland?",
      answer:
        "Non-urgent work is typically booked within two to three working days. For emergencies such as a leak, storm damage or a door that won't secure, call the number on our contact page and we will aim to have someone there the same day where possible.",
    },
    {
      question: "My aluminium ranch slider is hard to open. Does it need replacing?",
      answer:
        "Rarely. On most East Auckland homes from the seventies to the nineties, a stiff slider just needs new rollers, a clean of the track and sometimes new seals. We quote for the repair first and only suggest replacement if the frame itself is damaged.",
    },
    {
      question: "Do brick homes need any exterior maintenance?",
      answer:
        "Yes, though less than weatherboard homes. The timber trim, fascias, soffits and garage doors still need repainting, gutters need clearing, and weep holes at the base of the walls should be kept clear. Cracks in the mortar or bricks are worth having looked at.",
    },
  ],
};

export default content;
