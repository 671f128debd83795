import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Carpet Cleaning Auckland | Hot-Water Extraction, Fast Drying",
  metaDescription:
    "Hot-water extraction carpet cleaning for Auckland homes and rentals: wool-safe products, stain treatment and end-of-tenancy cleans. Free quotes, prices include GST.",
  heading: "Carpet cleaning in Auckland",
  intro:
    "Carpet holds onto more dust, allergens and spills than you'd think, and a vacuum only gets the top layer. We deep clean carpets and rugs using hot-water extraction, treat stains properly for the fibre you have, and leave them as dry as possible. We work across the North Shore, West, South and East Auckland.",
  included: [
    "A check of the carpet fibre, condition and problem areas before we start",
    "Thorough pre-vacuum of traffic areas",
    "Pre-spray matched to the fibre, with wool-safe products on wool carpets",
    "Spot and stain treatment for common marks like coffee, wine, food and mud",
    "Hot-water extraction to flush out soil and residue from deep in the pile",
    "Light furniture moved and returned, with protective pads under the legs",
    "Grooming of the pile so it dries evenly and looks uniform",
    "Optional extras: pet odour treatment, rugs, upholstery and stairs",
  ],
  howItWorks: [
    {
      title: "Request a free quote",
      text: "Tell us how many rooms, hallways and stairs need doing, whether it's wool or synthetic if you know, and any stains or pet accidents we should be ready for.",
    },
    {
      title: "Confirm the booking",
      text: "We give you a price and a time, and tell you what to move beforehand. Clearing small items, toys and anything fragile off the floor helps us get the most done.",
    },
    {
      title: "The clean",
      text: "We inspect and pre-treat, then clean each room with hot-water extraction, working towards the door so nobody has to walk on the wet carpet. Most homes take a few hours.",
    },
    {
      title: "Drying and follow-up",
      text: "We give you advice on drying for the day's weather. If a treated mark wicks back up as the carpet dries, which can happen with deep spills, let us know within a few days and we'll come back to treat it again.",
    },
  ],
  details: [
    {
      title: "How hot-water extraction works",
      text: "Often called steam cleaning, hot-water extraction sprays a hot cleaning solution into the pile under pressure, then sucks it straight back out along with the loosened dirt. It's the method most carpet manufacturers recommend because it cleans deep without leaving a sticky residue behind. Regular cleaning every 12 to 18 months keeps carpet looking better for longer, with high-traffic homes and those with pets benefiting from more frequent cleans.",
    },
    {
      title: "Drying times in Auckland's humidity",
      text: "Carpets are usually dry to walk on in around four to eight hours, but Auckland's humid days can stretch that out, especially in winter. Open windows if it's dry outside, run the heat pump on heat or dry mode, and keep fans going to move the air. Leave the furniture pads in place until the carpet is completely dry so timber legs and metal feet don't stain it.",
    },
    {
      title: "Wool versus synthetic",
      text: "Wool is common in older New Zealand homes and is naturally soil-resistant, but it's sensitive to harsh alkaline cleaners, bleach and too much heat, which can cause shrinkage or colour loss. Nylon and polyester stand up to stronger treatments, while polypropylene resists most water-based stains but holds onto oily soil. We identify the fibre before choosing products, which is the main reason cheap carpet cleans sometimes go wrong.",
    },
    {
      title: "Stains and what can't be fixed",
      text: "Most food and drink spills, mud and general soiling come out well, especially if they haven't been scrubbed or treated with supermarket sprays first. Bleach marks, dye transfers and old pet urine that has damaged the fibres are often permanent, and we'll tell you honestly before we start. For fresh spills, blot rather than rub, and use plain water until we can get there.",
    },
  ],
  pricingNote:
    "The price is based on the number of rooms and stairs, the carpet's condition, and any extras like stain or pet odour treatment, rugs or upholstery. Quotes are free and all prices include GST.",
  faqs: [
    {
      question: "How long until I can walk on the carpet?",
      answer:
        "You can walk on it carefully in clean socks straight away, though it's best to keep traffic light until it's dry. That's usually four to eight hours, longer on damp Auckland days. Good airflow makes the biggest difference.",
    },
    {
      question: "Is hot-water extraction safe for wool carpet?",
      answer:
        "Yes, when it's done with the right products and temperature. We use wool-safe solutions and avoid harsh chemicals on wool, which can cause browning or shrinkage if the wrong cleaner is used.",
    },
    {
      question: "Can you get rid of pet urine smell?",
      answer:
        "In many cases, yes. We use an enzyme treatment that breaks down the source of the odour rather than masking it. If urine has soaked through to the underlay over a long time, the smell may only be fully solved by replacing that section, and we'll tell you if that's the case.",
    },
    {
      question: "Do you do end-of-tenancy carpet cleaning?",
      answer:
        "Yes, and it pairs well with an end-of-tenancy home clean. Book it for after you've moved out so we can reach every corner. We give you a dated receipt to pass on to your landlord or property manager.",
    },
    {
      question: "Do I need to move the furniture?",
      answer:
        "We move light items like chairs and side tables and put them back on pads. Please move small items, fragile things and anything heavy, such as beds with storage, pianos or full bookcases, or we'll clean around them.",
    },
    {
      question: "Do you cover my part of Auckland?",
      answer: "We clean carpets across the North Shore, West, South and East Auckland. Our customers rate us 4.9 from 1247 reviews.",
    },
  ],
};

export default content;
