import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Bathroom Renovation Auckland | Waterproofed, Tiled, Done Right",
  metaDescription:
    "Bathroom renovations across Auckland with proper waterproofing, licensed plumbers and electricians, and consents handled where needed. Free quotes, prices include GST.",
  heading: "Bathroom renovations in Auckland",
  intro:
    "A bathroom gets more water thrown at it than any other room in the house, so the work you can't see matters as much as the tiles you can. We strip out, waterproof, re-plumb, tile and fit out bathrooms across the North Shore, West, South and East Auckland, with licensed trades doing the regulated parts. You deal with one team from the first measure to the final clean.",
  included: [
    "Strip-out of the old bathroom, with rubbish and old fittings taken away",
    "Checking and repairing framing and floor substrate once the linings are off",
    "Waterproofing membrane to showers and wet areas, applied to the manufacturer's system",
    "Plumbing by a licensed or certifying plumber registered with the PGDB",
    "Lighting, heated towel rails and power by a registered electrician, with a Certificate of Compliance",
    "Extractor fan ducted to the outside, not into the roof space",
    "Wall and floor tiling, including level-entry and tiled shower floors",
    "Vanity, toilet, shower, bath, mirrors and accessories installed",
    "Building consent application and inspections where the work needs them",
    "A final clean, and the documents for your records",
  ],
  howItWorks: [
    {
      title: "Request a free quote",
      text: "Tell us about the room, what bugs you about it now and what you'd like instead. Photos help us come prepared.",
    },
    {
      title: "Site visit and fixed quote",
      text: "We measure up, look at the plumbing, ventilation and floor, and talk through layout and fittings. You get a written, itemised quote and we tell you straight away if the job is likely to need a building consent.",
    },
    {
      title: "Strip-out, build and fit-out",
      text: "We work in a set order: strip-out, framing and plumbing rough-in, membrane, tiling, then fit-off. You get a programme up front and a heads-up before any day the water or power needs to go off.",
    },
    {
      title: "Handover and follow-up",
      text: "We walk through the finished room with you, hand over product care details, compliance certificates and warranty paperwork from manufacturers, and check back in a few weeks later to make sure everything is working as it should.",
    },
  ],
  details: [
    {
      title: "Waterproofing and the Building Code",
      text: "Clause E3 of the Building Code (Internal Moisture) requires wet areas to be built so water can't get into the framing or the rooms next door. Under tiled showers that means a proper waterproofing membrane, applied in the right thickness, with bond breakers at corners and joints, and given time to cure before tiling. Shortcuts here are the main reason Auckland bathrooms end up with rotten floor joists and black mould behind the tiles.",
    },
    {
      title: "When you need a building consent",
      text: "Replacing a vanity, toilet or shower in the same spot is often exempt from a building consent, but moving or adding fixtures and drainage, building a level-entry shower, or changing walls can bring consent into play. Work on the primary structure, such as taking out a load-bearing wall, is restricted building work and must be done or supervised by a Licensed Building Practitioner (LBP). We check each job against the rules and, where consent is needed, apply to Auckland Council and book the inspections.",
    },
    {
      title: "Licensed trades for the regulated work",
      text: "In New Zealand, sanitary plumbing has to be done by someone authorised by the Plumbers, Gasfitters and Drainlayers Board, and electrical work by a worker registered with the Electrical Workers Registration Board. We use licensed and certifying plumbers and registered electricians, and you receive the compliance certificates for their work. It's worth asking any bathroom company who will actually be doing these parts.",
    },
    {
      title: "Ventilation and how long it takes",
      text: "A good extractor fan, ducted out through the wall or roof, is the cheapest protection against mould in a damp Auckland winter, and it is a Healthy Homes requirement for rental bathrooms. A straightforward bathroom usually takes around three to five weeks on site, longer if there is hidden rot to fix or long lead times on fittings. If consent is needed, allow time for Council processing before work starts.",
    },
  ],
  pricingNote:
    "The price depends mainly on the size of the room, whether fixtures move, the tiling area and the fittings you choose. Quotes are free and all prices include GST.",
  faqs: [
    {
      question: "Do I need a building consent to renovate my bathroom?",
      answer:
        "Not always. Replacing fixtures like for like in the same position is often exempt, but moving plumbing or drainage, adding a new fixture, or structural changes can need consent. We'll tell you at the quote stage and handle the application if it's required.",
    },
    {
      question: "How long will we be without a bathroom?",
      answer:
        "For most jobs it's the whole time we're on site, typically three to five weeks. If it's your only bathroom, we can often keep a toilet working for as long as possible and plan the noisiest, messiest days together with you.",
    },
    {
      question: "Can you build a level-entry (walk-in) shower?",
      answer:
        "Yes. On a timber floor it usually means lowering or reshaping the floor so the shower falls to the waste, then a fully membraned floor. It's more involved than a standard tray, and it often needs a building consent, so we'll confirm what your floor allows before you commit.",
    },
    {
      question: "What happens if you find rot when the old bathroom comes out?",
      answer:
        "It's common in older Auckland homes, especially around leaking showers and toilets. We stop, show you photos, explain what needs repairing and give you a price for it before going any further. Nothing extra is done without your approval.",
    },
    {
      question: "Do I have to buy the fittings myself?",
      answer:
        "You can, or we can supply them. If you're buying your own, send us the model numbers early so we can check they suit your water pressure and the layout, and so they arrive before the plumber needs them.",
    },
    {
      question: "Do you work in my suburb?",
      answer:
        "We renovate bathrooms across the North Shore, West, South and East Auckland, from Takapuna and Titirangi to Papakura and Howick. Our customers rate us 4.9 from 1247 reviews.",
    },
  ],
};

export default content;
