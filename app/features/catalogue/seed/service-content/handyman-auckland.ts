import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Handyman Services in Auckland | Harbourside Property Maintenance",
  metaDescription:
    "Reliable Auckland handyman for odd-job lists, repairs and small fixes. Hourly or fixed-price, free quotes, prices include GST. North Shore, West, South and East.",
  heading: "Handyman services in Auckland",
  intro:
    "Most homes have a list of small jobs that never quite get done: a sticking door, a loose handrail, a dripping outside tap or a shelf that needs hanging. Our handymen work through that list in one visit, with the right tools and materials in the van. We cover the North Shore, West, South and East Auckland, and when a job needs a licensed tradie we tell you straight and arrange one.",
  included: [
    "Hanging pictures, mirrors, shelves, curtain rails and blinds, fixed into studs or with the right wall anchors",
    "Adjusting, easing and rehanging sticking doors, and replacing handles, hinges and locks",
    "Repairing holes and dents in GIB plasterboard, then sanding and touching up the paint",
    "Replacing rotten or split weatherboards, fence palings, deck boards and trims",
    "Fitting door stops, child safety catches, window stays and security latches",
    "Re-siliconing baths, showers and kitchen benches where the old sealant has gone mouldy",
    "Assembling flat-pack furniture and anchoring tall items to the wall",
    "Minor fence and gate repairs, including rehanging gates that drag",
    "Taking away the offcuts, old fittings and rubbish from the job",
  ],
  howItWorks: [
    {
      title: "Send us your list",
      text: "Request a free quote online and list every job, big or small. Photos help us bring the right fixings and materials on the first visit.",
    },
    {
      title: "We price it your way",
      text: "For a clear, defined job we give a fixed price. For a mixed list we usually quote an hourly rate with an estimate of time, and we may pop round first if the work is hard to judge from photos.",
    },
    {
      title: "One visit, the whole list",
      text: "Your handyman arrives at the agreed time, works through the list in the order you choose and checks with you before doing anything outside what was agreed.",
    },
    {
      title: "Walk-through and tidy-up",
      text: "Before leaving we walk through the finished jobs with you, clean up and take away the rubbish. If something isn't right, tell us and we'll come back to sort it.",
    },
  ],
  details: [
    {
      title: "Hourly or fixed price: which suits you",
      text: "A fixed price works well for a single, clear job such as hanging a door or replacing five fence palings. An hourly rate usually works out fairer for a mixed odd-job list, because you only pay for the time the jobs actually take. Either way we agree the approach before we start, and we'll tell you if a job is heading over the estimate.",
    },
    {
      title: "Building work that needs a Licensed Building Practitioner",
      text: "In New Zealand, restricted building work on a house, such as work on the structure or the weathertightness of the building, must be carried out or supervised by a Licensed Building Practitioner (LBP). That covers things like removing a load-bearing wall or replacing wall cladding. Small repairs and maintenance are usually fine for a handyman, and if your job crosses the line we'll bring in an LBP rather than cut corners.",
    },
    {
      title: "Electrical and plumbing work",
      text: "Wiring, new power points and light fittings need a registered electrician, registered with the Electrical Workers Registration Board. Sanitary plumbing, such as moving pipes or connecting a new toilet, needs someone authorised by the Plumbers, Gasfitters and Drainlayers Board. Our handymen won't do this work themselves; we book a registered tradie so you get the right paperwork for your records and your insurer.",
    },
    {
      title: "Getting the most out of a visit",
      text: "Write everything down in one place, even the tiny jobs, and note which are most important. If a job needs a particular product, such as a matching tap washer or a special paint colour, tell us the brand or send a photo. It's far quicker than an extra trip to the hardware store.",
    },
  ],
  pricingNote:
    "Quotes are free and all prices include GST. The cost depends on how long the list will take, the materials needed and whether any part of it needs a licensed tradie.",
  faqs: [
    {
      question: "Is there a minimum charge?",
      answer:
        "Because travel and setting up take time, very small single jobs may carry a minimum charge. We'll always tell you upfront, and it's usually worth adding a few more jobs to the same visit so the time is well used.",
    },
    {
      question: "Do I need to supply the materials?",
      answer:
        "No. We can bring standard fixings, sealants and timber, and pick up anything specific beforehand. If you'd rather choose fittings yourself, such as door handles or a towel rail, just have them on site when we arrive.",
    },
    {
      question: "Can your handyman replace a light fitting or a power point?",
      answer:
        "Not legally. Electrical work like this must be done by a registered electrician. We can arrange a registered electrician for the same visit or a separate one, and they'll provide the certificate for the work.",
    },
    {
      question: "Do I need to be home while the work is done?",
      answer:
        "Not always. Many customers leave a key or a lockbox code for outdoor jobs or simple indoor tasks. We'll send photos of the finished work and you can check everything when you get home.",
    },
    {
      question: "What if you find a bigger problem once you start?",
      answer:
        "We stop and talk to you before going further. Rot behind a weatherboard, for example, can run further than it first looks. We'll explain what we've found, show you photos and give you options before doing any extra work.",
    },
    {
      question: "Which parts of Auckland do you cover?",
      answer:
        "We cover the North Shore, West, South and East Auckland, from Albany and Titirangi to Papakura and Beachlands. There's no travel surcharge within our service areas.",
    },
  ],
};

export default content;
