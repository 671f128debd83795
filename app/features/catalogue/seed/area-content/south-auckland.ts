import type { AreaContent } from "../../schema";

const content: AreaContent = {
  metaTitle: "Property Maintenance South Auckland | Harbourside",
  metaDescription:
    "Repairs, painting, heat pumps and Healthy Homes upgrades across South Auckland, from Māngere to Papakura. Free quotes, prices include GST.",
  heading: "Property maintenance in South Auckland",
  intro:
    "South Auckland has everything from solid state-house-era weatherboards to brand-new streets in Takanini and Papakura, and we look after all of it. Homeowners, landlords and property managers across Māngere, Ōtāhuhu, Ōtara, Papatoetoe, Manukau, Manurewa, Takanini and Papakura call us for repairs, painting, heating and garden work. You get a straight quote, a tradie who shows up on time and a tidy site when the job is done.",
  localNotes: [
    {
      title: "State-house-era weatherboards",
      text: "Many homes in Ōtara, Māngere, Papatoetoe and Manurewa were built in the state-house era, with timber weatherboards, timber floors on piles and plenty of character. They were built well, but decades on they often need weatherboards replaced where rot has set in, windows eased and resealed, and a proper repaint. Older paint layers can contain lead, so we test before sanding and use safe preparation methods when it is present. A good exterior repaint every eight to ten years or so keeps the timber protected and the house looking cared for.",
    },
    {
      title: "Healthy Homes upgrades for rentals",
      text: "A lot of South Auckland homes are rentals, and private rentals must now meet the Healthy Homes standards for heating, insulation, ventilation, moisture and drainage, and draught stopping. We help landlords with the practical work, such as fixed heating in the living room, extractor fans vented outside in kitchens and bathrooms, blocking draughts around doors and windows, and repairing gutters and downpipes. Electrical work is done by registered electricians. We can give you a clear list of what we did for your records, though the compliance statement itself is the landlord's responsibility.",
    },
    {
      title: "New builds in Takanini and Papakura",
      text: "Takanini, Papakura and the newer parts of Manukau have grown fast, with many townhouses and standalone homes less than ten years old. Typical jobs are hanging curtains, blinds, TVs and shelves, flat-pack assembly, fences and laying out lawns and gardens on bare sections. Parts of Takanini sit on soft peat ground, so keep an eye out for new cracks or doors that start to stick and raise them with your builder while the warranty still applies. For everything else, small maintenance done early saves bigger bills later.",
    },
    {
      title: "Bigger sections and gardens",
      text: "Older South Auckland sections are often generous, with room for a vegetable patch, fruit trees and a decent lawn. That space needs regular mowing, hedge trimming and green-waste removal, especially through the fast-growing spring months. Overgrown trees near the house can also drop leaves into gutters and hold damp against walls. Regular garden visits keep things manageable and make the property much easier to rent or sell.",
    },
  ],
  popularServiceSlugs: ["handyman", "heat-pump-installation", "painting", "lawn-care", "bathroom-renovation"],
  faqs: [
    {
      question: "Do you charge extra to travel to Papakura or Takanini?",
      answer:
        "No. There is no travel surcharge anywhere within our service areas, including all of South Auckland out to Papakura. Quotes are free and prices include GST.",
    },
    {
      question: "How quickly can someone come out?",
      answer:
        "For non-urgent work we can typically book you in within two to three working days. For emergencies such as a burst pipe or a door that won't lock, call the number on our contact page and we will aim to get someone there the same day where possible.",
    },
    {
      question: "Can you help get my rental ready for the Healthy Homes standards?",
      answer:
        "Yes. We do the practical upgrades landlords most often need, including heat pump installation, extractor fans, draught stopping and gutter and downpipe repairs. Tell us what your assessment or property manager has flagged and we will quote for each item.",
    },
    {
      question: "Do you work with property managers?",
      answer:
        "Yes. We regularly work with property managers and can arrange access directly with tenants. We can send photos and notes when the job is done so the manager and owner both know what was fixed.",
    },
    {
      question: "My weatherboards have soft spots. Does the whole wall need replacing?",
      answer:
        "Not usually. Rot is often limited to a few boards near the ground, around windows or under leaking gutters. We replace the damaged boards, fix the cause of the water getting in, and prime and paint the new timber to match.",
    },
  ],
};

export default content;
