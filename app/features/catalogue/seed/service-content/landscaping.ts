import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Landscaping Auckland | Gardens, Retaining & Paving",
  metaDescription:
    "Auckland landscaping: garden design, native planting, paving, retaining walls and drainage on clay soils. North Shore, West, South and East. Free quotes, GST included.",
  heading: "Landscaping in Auckland",
  intro:
    "A well-planned garden makes a section easier to live with and easier to look after. We design and build gardens, paths, patios, retaining walls and planting that suit Auckland's clay soils, sloping sections and subtropical climate. Our landscapers work across the North Shore, West, South and East Auckland, on everything from a tidy front garden to a full backyard makeover.",
  included: [
    "Garden design and planting plans drawn up with you",
    "Native and low-maintenance planting, including preparing beds and mulching",
    "Timber and block retaining walls, with drainage built in behind them",
    "Paving, patios, paths and steps in concrete pavers, stone or gravel",
    "Drainage for wet lawns and gardens, including soak holes and subsoil drains",
    "Raised garden beds, edging and garden borders",
    "Lawn preparation, levelling and laying ready lawn or sowing seed",
    "Clearing overgrown sections and removing garden waste",
    "Locating underground services through beforeUdig before any digging",
  ],
  howItWorks: [
    {
      title: "Request a free quote",
      text: "Tell us what you'd like to change and how you use the space. Photos of the section, and any plans or ideas you've saved, help us understand what you have in mind.",
    },
    {
      title: "Site visit and design",
      text: "We walk the section with you, look at slope, soil, drainage, sun and access, then put together a plan and a written quote. We'll flag anything that needs a building consent or an engineer.",
    },
    {
      title: "Building the landscape",
      text: "Our team carries out the earthworks, drainage, hard landscaping and planting in a sensible order, keeping the site tidy and letting you know how each stage is going.",
    },
    {
      title: "Handover and care advice",
      text: "We walk you through the finished work and leave you simple care instructions for new plants and lawn through their first summer, when watering matters most.",
    },
  ],
  details: [
    {
      title: "Retaining walls and building consent",
      text: "Under the Building Act, a retaining wall that holds back more than 1.5 metres of ground needs a building consent and should be designed by a chartered professional engineer. A lower wall can also need consent if it supports extra load, such as a driveway, a building or a steep bank above it. We'll tell you at the quote stage whether your wall needs consent and engineering, and arrange both where it does.",
    },
    {
      title: "Drainage on Auckland clay",
      text: "Much of Auckland sits on heavy clay that holds water in winter and shrinks and cracks in summer. Without drainage behind them, retaining walls build up water pressure and can lean or fail, so we use free-draining aggregate and a perforated drain pipe wrapped in filter cloth. Wet lawns and garden beds can often be fixed with subsoil drains or raised beds, and new drains must discharge somewhere suitable rather than onto a neighbour's property.",
    },
    {
      title: "Native planting that suits Auckland",
      text: "Natives such as harakeke, coprosma, pittosporum, hebe, libertia and carex cope well with Auckland's humid summers and wet winters, and many attract tūī and other native birds. Taller trees such as kōwhai and tī kōuka can give shade and height without overwhelming a small section. We choose plants for your soil, aspect and exposure, and avoid anything on Auckland's pest plant list.",
    },
    {
      title: "Working near kauri",
      text: "In West Auckland and other areas where kauri grow, soil movement can spread kauri dieback disease. When we work near kauri we clean footwear and tools, keep soil and machinery well away from the root zone, and follow Auckland Council's guidance. If you have kauri on or near your section, let us know when you book.",
    },
  ],
  pricingNote:
    "Quotes are free and prices include GST. The cost depends on the size of the area, slope and access for machinery, the materials chosen, drainage needs, and whether consents or engineering are required.",
  faqs: [
    {
      question: "Does my retaining wall need a building consent?",
      answer:
        "If it retains more than 1.5 metres of ground, yes, and it will need an engineer's design. Walls under 1.5 metres that support a driveway, a building or a sloping bank above can also need consent. We'll check your situation before quoting and arrange consent and engineering where needed.",
    },
    {
      question: "When is the best time to plant in Auckland?",
      answer:
        "Autumn and early winter are usually best, because the soil is still warm and the rain helps new plants settle in before summer. Planting in summer is possible, but plants need regular watering through dry spells.",
    },
    {
      question: "My lawn turns to mud every winter. Can you fix it?",
      answer:
        "Usually, yes. On Auckland clay the answer is often a subsoil drain, some regrading so water runs off, or raising beds and paths above the wet ground. We'll look at where water is coming from and going to before recommending anything.",
    },
    {
      question: "Can you make my garden low-maintenance?",
      answer:
        "Yes. Hardy natives, good mulch, defined edges and less lawn all reduce upkeep. We'll design around how much time you actually want to spend in the garden.",
    },
    {
      question: "Do you remove the soil and green waste?",
      answer:
        "Yes. Excavated soil, old plants and garden waste are removed as part of the job. Where soil is near kauri, we handle and dispose of it carefully to avoid spreading kauri dieback.",
    },
    {
      question: "How long does a landscaping project take?",
      answer:
        "A planting refresh might take a day or two, while a backyard with retaining, paving and drainage can take several weeks. Consents, material lead times and wet weather can add time, and we'll give you a realistic timeline with your quote.",
    },
  ],
};

export default content;
