import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Lawn Mowing & Lawn Care in Auckland | Harbourside",
  metaDescription:
    "Regular lawn mowing, edging, hedge trimming and green-waste removal across Auckland. Schedules that follow kikuyu growth. Free quotes, prices include GST.",
  heading: "Lawn care and mowing in Auckland",
  intro:
    "Auckland lawns grow fast for much of the year, and kikuyu can go from tidy to knee-high in a few warm, wet weeks. We mow, edge, trim and take the clippings away on a schedule that follows the seasons, not a fixed calendar. Our crews look after lawns across the North Shore, West, South and East Auckland, for homeowners, landlords and body corporates.",
  included: [
    "Mowing at the right height for your grass type and the time of year",
    "Edging along paths, driveways and garden beds for a clean line",
    "Line trimming around fences, letterboxes, trees and clotheslines",
    "Blowing clippings off paths, decks and driveways after every mow",
    "Hedge and shrub trimming, on its own or as part of a regular visit",
    "Taking away clippings and green waste to be composted",
    "Spraying or hand-weeding paths and garden edges on request",
    "Seasonal lawn renovation, including scarifying, top-dressing and reseeding bare patches",
  ],
  howItWorks: [
    {
      title: "Ask for a free quote",
      text: "Tell us your address, roughly how big the lawn is and whether you want a one-off tidy or regular mowing. A few photos of any slopes or overgrown areas help.",
    },
    {
      title: "We look and set a schedule",
      text: "We check the lawn, the access and where clippings can go, then give you a fixed price per visit and suggest a frequency that suits your grass and the season.",
    },
    {
      title: "Regular visits",
      text: "Your crew mows, edges, trims and blows everything clean, then takes the green waste with them. You don't need to be home as long as gates are unlocked and pets are inside.",
    },
    {
      title: "We adjust as the seasons change",
      text: "As growth speeds up in spring and slows in winter we change the visit frequency with you, and we'll let you know about any problems we spot such as bare patches, grass grubs or drainage issues.",
    },
  ],
  details: [
    {
      title: "Kikuyu and Auckland's growing seasons",
      text: "Many Auckland lawns are kikuyu, or have been taken over by it. It is a warm-season grass that grows hard from late spring through summer and into autumn, then slows right down in the cooler months. Mowing it little and often keeps it thick and green; letting it grow long and then cutting it short leaves a brown, stalky lawn that takes weeks to recover.",
    },
    {
      title: "How often to mow",
      text: "In the peak growing months most Auckland lawns need mowing every week or two, and kikuyu often needs weekly cuts after summer rain. Through winter a visit every three to four weeks is usually plenty. A good rule is never to take off more than about a third of the leaf in one mow.",
    },
    {
      title: "Wet clay and winter mowing",
      text: "Much of Auckland sits on heavy clay that stays soft through winter. Mowing a waterlogged lawn leaves ruts and compacts the soil, so after heavy rain we may push a visit back a day or two. If parts of your lawn stay boggy for days, it's usually a drainage issue worth looking at rather than a mowing one.",
    },
    {
      title: "What happens to the green waste",
      text: "We take clippings, hedge trimmings and weeds away with us and drop them at a green-waste facility where they're composted, so nothing ends up in landfill. If you have a compost bin or garden waste bin and would rather keep the clippings, just tell us and we'll leave them where you want.",
    },
  ],
  pricingNote:
    "Quotes are free and prices include GST. The price per visit depends on the size of the lawn, slopes and access, how overgrown it is, and how much green waste there is to take away.",
  faqs: [
    {
      question: "Can you do a one-off tidy of a very overgrown section?",
      answer:
        "Yes. We often tidy sections before a sale, a new tenancy or after a long holiday. Very long grass takes more time and creates more green waste, so we'll quote it separately from a regular mow.",
    },
    {
      question: "Do I need to be home when you mow?",
      answer:
        "No. Most of our regular customers aren't home. We just need gates unlocked, dogs inside and any toys or hoses picked up off the lawn.",
    },
    {
      question: "What happens if it rains on my mowing day?",
      answer:
        "Light rain is fine, but we won't mow a soaked lawn because it tears the grass and leaves ruts in soft clay. We'll move your visit to the next suitable day and let you know by text.",
    },
    {
      question: "Can you get rid of kikuyu in my lawn?",
      answer:
        "Kikuyu spreads by runners above and below ground, so it's very hard to remove completely from an established lawn. Many Auckland homeowners decide to keep it and mow it well. If you want to replace it, we can talk through the options, which usually involve repeated spraying and resowing over a season.",
    },
    {
      question: "Do you offer lawn care for rental properties?",
      answer:
        "Yes. We look after lawns for landlords and property managers across Auckland, with regular visits, photos on request and invoices sent to whoever manages the property.",
    },
    {
      question: "Can you trim hedges at the same time?",
      answer:
        "Yes. Hedge trimming can be added to any visit, and we take the trimmings away. Tall hedges that need a ladder or a platform may need extra time, which we'll include in the quote.",
    },
  ],
};

export default content;
