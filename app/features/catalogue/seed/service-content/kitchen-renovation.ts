import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Kitchen Renovation Auckland | Planned, Built and Installed",
  metaDescription:
    "New kitchens for Auckland homes: layout, cabinetry, benchtops, plumbing, electrical and gas by licensed trades, with one team to deal with. Free quotes, GST included.",
  heading: "Kitchen renovations in Auckland",
  intro:
    "A new kitchen is one of the best things you can do for a home, and one of the most disruptive. We plan the layout with you, coordinate the cabinetmaker, benchtop fabricator, plumber, electrician and gasfitter, and keep the job moving so you get your kitchen back as soon as possible. We work across the North Shore, West, South and East Auckland.",
  included: [
    "Layout planning around how you actually cook, store and move through the room",
    "Removal and disposal of the old kitchen",
    "Framing, wall linings and any repairs found behind the old units",
    "Cabinetry, drawers and pantry installed level and square",
    "Benchtops measured, fabricated and fitted, with sink and hob cut-outs",
    "Plumbing for the sink, dishwasher and fridge water supply by a licensed plumber",
    "New circuits, power points and lighting by a registered electrician",
    "Gas hob connections by a certifying gasfitter, with a gas certificate",
    "Splashback, rangehood ducted to the outside, and appliance installation",
    "Painting, making good and a final clean",
  ],
  howItWorks: [
    {
      title: "Request a free quote",
      text: "Tell us about your current kitchen and what you want from the new one. Photos, a rough sketch or a few pictures you like are all useful.",
    },
    {
      title: "Design visit and quote",
      text: "We measure the room, check where the plumbing, power, gas and ducting can go, and work through layout, materials and appliances with you. You get an itemised quote and a realistic timeline, including lead times for cabinetry and benchtops.",
    },
    {
      title: "Strip-out and installation",
      text: "Once the cabinetry is ready, we remove the old kitchen, do the rough-in for services, install the cabinets, then template and fit the benchtops. Appliances, splashback and finishing work follow, with the trades booked back to back.",
    },
    {
      title: "Sign-off and follow-up",
      text: "We walk through the kitchen with you, adjust doors and drawers, and hand over the electrical and gas certificates and appliance manuals. We check back a few weeks later to fine-tune anything that has settled.",
    },
  ],
  details: [
    {
      title: "Getting the layout right",
      text: "Most Auckland kitchens fall into galley, L-shaped, U-shaped or island layouts, and the right one depends on the room more than on fashion. Keep the sink, hob and fridge within easy reach of each other, leave at least a metre of walkway where people pass, and put plenty of bench space either side of the hob. Moving the sink or cooktop is possible, but it adds plumbing, drainage or gas work, so we'll show you what each change costs.",
    },
    {
      title: "Choosing a benchtop",
      text: "Laminate is the most affordable and comes in a huge range, but it doesn't like hot pans or standing water at the joins. Stone and porcelain are hard-wearing and heat-tolerant but need a templating visit once the cabinets are in, with fabrication taking a week or two after that. Timber is warm and repairable but needs oiling, and stainless steel is nearly indestructible but shows every scratch.",
    },
    {
      title: "Electrical and gas work",
      text: "Kitchens often need new circuits for ovens, induction hobs and extra power points. That work must be done by an electrician registered with the Electrical Workers Registration Board, who gives you a Certificate of Compliance. Any gas work, including connecting or moving a gas hob, must be done by a gasfitter authorised by the Plumbers, Gasfitters and Drainlayers Board, and certified on completion.",
    },
    {
      title: "Timelines and living without a kitchen",
      text: "Made-to-measure cabinetry usually takes several weeks to manufacture, so most of the waiting happens before we start on site. Once the old kitchen comes out, a typical job takes two to four weeks. We can help you set up a temporary kitchen in the laundry or dining room with the fridge, microwave and a benchtop, and we'll keep the sink or a tap working for as long as we can.",
    },
  ],
  pricingNote:
    "Cost is driven mostly by the cabinetry and benchtop materials, the appliances, and whether the sink, hob or walls move. Quotes are free and all prices include GST.",
  faqs: [
    {
      question: "Do I need a building consent for a new kitchen?",
      answer:
        "Replacing a kitchen in the same layout usually doesn't need one. Removing or altering a load-bearing wall, or significant changes to drainage, can. That structural work is restricted building work and must be done or supervised by a Licensed Building Practitioner. We'll tell you at the quote stage if consent is likely.",
    },
    {
      question: "Can I keep my existing appliances?",
      answer:
        "Yes, as long as they fit the new cabinetry. Give us the model numbers early so the cabinetmaker can allow the right openings and ventilation gaps. If you're buying new appliances, order them early too, as some models have long lead times.",
    },
    {
      question: "Can you switch me from a gas hob to induction?",
      answer:
        "Yes. Induction usually needs its own dedicated circuit, so a registered electrician will check your switchboard and supply. The gas line is then capped or removed by a certifying gasfitter.",
    },
    {
      question: "How long will the whole project take?",
      answer:
        "From signing off the design, allow for cabinetry manufacture, then usually two to four weeks on site. Stone benchtops add a week or two between the templating visit and installation. We give you a written programme so you know what to expect each week.",
    },
    {
      question: "Should the rangehood vent outside?",
      answer:
        "We recommend it. A recirculating rangehood filters grease but puts the steam back into the room, which adds to condensation and mould in Auckland winters. Ducting out through the wall or roof is the better option wherever the layout allows.",
    },
    {
      question: "Do you work in my area?",
      answer: "We renovate kitchens across the North Shore, West, South and East Auckland. Customers rate us 4.9 from 1247 reviews.",
    },
  ],
};

export default content;
