import type { AreaContent } from "../../schema";

const content: AreaContent = {
  metaTitle: "Property Maintenance West Auckland | Harbourside",
  metaDescription:
    "Gutter cleaning, moss treatment, repairs and painting across West Auckland, from Titirangi to Hobsonville. Free quotes, no travel surcharge.",
  heading: "Property maintenance in West Auckland",
  intro:
    "West Auckland homes live alongside the bush, and that shapes almost every job we do out here. Between the Waitākere Ranges, the extra rain and the big trees over so many sections, gutters fill faster, moss grows quicker and damp finds its way into places it shouldn't. We work across Henderson, New Lynn, Glen Eden, Titirangi, Te Atatū, Massey, Swanson and Hobsonville, and we treat the bush with the same respect as your home.",
  localNotes: [
    {
      title: "Bush sections and leaf-filled gutters",
      text: "In Titirangi, Glen Eden, Swanson and the foothills, gutters can fill with leaves, twigs and seed pods in a matter of months. Blocked gutters overflow against fascias and down walls, which leads to rot and leaks inside. Most bush-side homes need their gutters cleared at least twice a year, usually in late autumn and again in spring. Gutter guards can help on the worst sections, but they still need an occasional check.",
    },
    {
      title: "Damp, moss and mould",
      text: "The Waitākere foothills get more rain than most of Auckland and many sections are shaded for much of the day. Moss and lichen build up on paths, decks, roofs and the south side of houses, making surfaces slippery and holding moisture against timber. We soft-wash and treat these areas rather than blasting them, which can strip paint and damage older boards. Inside, good ventilation, extractor fans that actually vent outside and a properly sized heat pump all help keep condensation and mould down.",
    },
    {
      title: "Kauri dieback hygiene",
      text: "Kauri dieback is a soil-borne disease that kills kauri, and it spreads on dirty boots, tools, wheelbarrows and machinery. When we work on properties near kauri, our team arrives with clean footwear and equipment, keeps off the root zones and cleans down again before leaving. Kauri roots spread well beyond the canopy, so we keep digging, trenching and heavy gear well clear wherever we can. If you have kauri on your section, tell us when you book so we can plan the job around them.",
    },
    {
      title: "Hobsonville and newer subdivisions",
      text: "Hobsonville Point, Massey and the newer parts of Te Atatū have a lot of townhouses and recent builds. The common requests here are hanging TVs and shelves on the right fixings, flat-pack assembly, small garden tidy-ups and keeping gutters clear of building dust and leaves from young street trees. Many of these homes sit close together with shared boundaries, so we are careful about access, noise and parking.",
    },
  ],
  popularServiceSlugs: ["gutter-cleaning-auckland", "lawn-care", "handyman", "painting", "landscaping"],
  faqs: [
    {
      question: "Is there a travel charge to come out to Titirangi or Swanson?",
      answer:
        "No. There is no travel surcharge anywhere within our service areas, and that covers all of West Auckland, including the hill suburbs. Your quote is free and the price includes GST.",
    },
    {
      question: "How soon can you get someone to West Auckland?",
      answer:
        "Non-urgent jobs are typically booked within two to three working days. For an emergency such as an overflowing gutter during heavy rain or a leak coming through the ceiling, call the number on our contact page and we will try to get someone there the same day where possible.",
    },
    {
      question: "How often should I get my gutters cleaned if I live near the bush?",
      answer:
        "For most homes near the Waitākere Ranges we suggest twice a year, in late autumn and spring. If you are under large trees or see water spilling over the edge in heavy rain, three times a year may be worth it.",
    },
    {
      question: "What do you do to avoid spreading kauri dieback?",
      answer:
        "We arrive with clean boots and tools, stay off kauri root zones, and clean footwear and equipment again before leaving your property. If your section has kauri, let us know when you book and we will plan where to walk, park and store gear.",
    },
    {
      question: "Can you get rid of the moss on my deck and paths?",
      answer:
        "Yes. We clean and treat moss and lichen on decks, paths, driveways and fences using methods that won't chew up the timber or concrete. In shaded West Auckland spots it does come back, so a yearly treatment is usually the best way to keep on top of it.",
    },
  ],
};

export default content;
