import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Home Cleaning Auckland | Regular, Deep and End-of-Tenancy Cleans",
  metaDescription:
    "Regular, deep and end-of-tenancy cleaning for Auckland homes by vetted cleaners, with eco-friendly products on request. Free quotes and prices include GST.",
  heading: "Home cleaning in Auckland",
  intro:
    "Whether you want a tidy house every fortnight, a proper top-to-bottom deep clean, or a bond clean before you hand back the keys, we'll do it thoroughly and leave it the way you'd want to come home to. Our cleaners are vetted, bring their own equipment, and work across the North Shore, West, South and East Auckland.",
  included: [
    "Kitchen benches, splashback, sink, stovetop and the outside of appliances wiped and degreased",
    "Bathrooms cleaned and disinfected, including shower glass, taps, toilet and vanity",
    "Dusting of surfaces, shelves, skirting boards, light switches and door handles",
    "Vacuuming of carpets and rugs, and mopping of hard floors",
    "Mirrors and glass surfaces cleaned streak-free",
    "Rubbish and recycling emptied and bins wiped",
    "Beds made or linen changed if you leave fresh sheets out",
    "Extras on request: oven, inside the fridge, inside cupboards, interior windows, rangehood filters",
  ],
  howItWorks: [
    {
      title: "Request a free quote",
      text: "Tell us the size of the home, the type of clean you're after and how often. Mention pets, any areas to skip, and anything that needs extra attention.",
    },
    {
      title: "Quote and a clear checklist",
      text: "We confirm the price and send you a checklist of exactly what's included, so there are no surprises. For larger homes or end-of-tenancy cleans we may pop round first to take a look.",
    },
    {
      title: "The clean",
      text: "Your cleaner arrives at the agreed time with their own equipment and products, and works through the checklist room by room. You don't need to be home; plenty of customers leave a key or a lockbox code.",
    },
    {
      title: "Walk-through and follow-up",
      text: "If you're home, we walk through with you at the end. If anything's been missed, tell us within a day or two and we'll come back and sort it.",
    },
  ],
  details: [
    {
      title: "Regular cleans",
      text: "Weekly or fortnightly cleans keep on top of the everyday dust, bathrooms and floors so your weekends are your own. We aim to send the same cleaner each time, so they get to know your home and how you like things done. You can add extras, like the oven or interior windows, to any visit.",
    },
    {
      title: "Deep cleans",
      text: "A deep clean goes well beyond a regular tidy: inside cupboards and appliances, behind and under movable furniture, skirting boards, window tracks, grout and rangehood filters. It's a good idea before a regular service starts, after building work, or at the change of seasons. In damp Auckland homes we pay particular attention to mould on window frames, ceilings and bathroom corners.",
    },
    {
      title: "End-of-tenancy and bond cleans",
      text: "Under the Residential Tenancies Act, tenants have to leave the property reasonably clean and tidy when they move out. Our end-of-tenancy clean is built around what property managers check: the oven and stovetop, inside all cupboards and drawers, bathrooms, window tracks, light fittings, walls spot-cleaned and floors done throughout. Book it for after the furniture is out, and pair it with a carpet clean if you need one.",
    },
    {
      title: "Eco-friendly products",
      text: "If you'd rather avoid harsh chemicals, ask for our eco option and we'll use plant-based, biodegradable products wherever they do the job. For heavy oven grease or soap scum we may need something stronger, and we'll check with you first. We're also happy to use your own products if you have favourites.",
    },
  ],
  pricingNote:
    "The price depends on the size of the home, the type of clean, how often we visit and any extras such as ovens or interior windows. Quotes are free and all prices include GST.",
  faqs: [
    {
      question: "Do I need to provide cleaning products or equipment?",
      answer:
        "No. Our cleaners bring their own vacuum, mop, cloths and products. If you'd like us to use particular products, for example for stone benchtops or timber floors, leave them out and we'll use those instead.",
    },
    {
      question: "Will an end-of-tenancy clean get my bond back?",
      answer:
        "We clean to the standard property managers look for, but bond decisions also depend on damage, repairs and what's in your tenancy agreement, so no cleaner can promise a full refund. If your property manager raises a cleaning item we missed, let us know promptly and we'll come back and fix it.",
    },
    {
      question: "What's the difference between a regular and a deep clean?",
      answer:
        "A regular clean keeps the visible surfaces, bathrooms, kitchen and floors in good order. A deep clean adds the detail work: inside cupboards and appliances, behind furniture, skirting boards, window tracks and built-up grime. It takes considerably longer.",
    },
    {
      question: "Do I need to be home during the clean?",
      answer:
        "No. Many customers leave a key or a lockbox code. Let us know about alarms and pets, and we'll lock up and send you a message when we're done.",
    },
    {
      question: "Do you clean homes with pets?",
      answer:
        "Yes. Let us know when you book so we can bring the right vacuum attachments for pet hair and make sure gates and doors are kept shut.",
    },
    {
      question: "Which areas do you cover?",
      answer: "We clean homes across the North Shore, West, South and East Auckland. Our customers rate us 4.9 from 1247 reviews.",
    },
  ],
};

export default content;
