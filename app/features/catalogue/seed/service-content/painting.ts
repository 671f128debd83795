import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "House Painters Auckland | Interior & Exterior Painting",
  metaDescription:
    "Interior and exterior house painting in Auckland with proper weatherboard prep and lead-safe methods for older villas and bungalows. Free quotes, GST included.",
  heading: "Interior and exterior painting in Auckland",
  intro:
    "A good paint job is mostly preparation: washing, scraping, sanding, filling and priming before a drop of topcoat goes on. We paint interiors and exteriors of Auckland homes, from 1920s villas and bungalows to brick-and-tile units and modern weatherboard houses. Our painters work across the North Shore, West, South and East Auckland, and we plan every exterior job around Auckland's weather.",
  included: [
    "Exterior painting of weatherboards, fascias, soffits, window frames and doors",
    "Interior walls, ceilings, skirting boards, architraves and doors",
    "Washing down exteriors to remove mould, dirt and chalky old paint",
    "Scraping, sanding, filling and priming bare timber before painting",
    "Replacing rotten weatherboards and sills before they're painted over",
    "Lead paint testing on older homes, and lead-safe preparation where it's found",
    "Protecting floors, furniture, gardens and paths with drop sheets and masking",
    "Fences, decks and garage doors",
    "A final walk-around with you and a full clean-up",
  ],
  howItWorks: [
    {
      title: "Request a free quote",
      text: "Tell us which rooms or which parts of the exterior you'd like painted, and roughly when the house was built. Photos help us spot any obvious repairs before we visit.",
    },
    {
      title: "Site visit and written quote",
      text: "We look at the condition of the surfaces, test for lead on older homes and talk through colours and finishes. You get a written quote that sets out the preparation, the paint system and the number of coats.",
    },
    {
      title: "Preparation and painting",
      text: "We protect your property, carry out the preparation and repairs, then prime and apply the topcoats. Exterior work is scheduled around the weather so paint goes onto dry surfaces.",
    },
    {
      title: "Final inspection",
      text: "When the paint has dried we walk around the job with you, touch up anything you're not happy with, clean up and leave you the colour details for future touch-ups.",
    },
  ],
  details: [
    {
      title: "Lead paint in older villas and bungalows",
      text: "Many Auckland homes built before the 1980s, especially villas and bungalows, have layers of old lead-based paint under the newer coats. Lead dust from dry sanding, heat stripping at high temperatures or water blasting is a serious health risk, particularly for young children and pregnant women. We test older homes before preparation starts, and where lead is present we use wet scraping and wet sanding, contain and collect the paint debris, clean up with a HEPA vacuum and dispose of the waste properly.",
    },
    {
      title: "Auckland humidity and drying times",
      text: "Auckland's humid, changeable weather makes timing important for exterior painting. Paint shouldn't go onto surfaces still wet from morning dew or rain, and in cooler months we stop early enough in the afternoon for the paint to set before the evening dew settles. The most reliable exterior painting season runs from late spring to early autumn, though interior work can be done year-round.",
    },
    {
      title: "Weatherboard preparation",
      text: "Weatherboards need to be washed, any flaking paint scraped back, bare timber spot-primed and cracks and nail holes filled before topcoats go on. Popped nails are punched and filled, and soft or rotten boards are replaced rather than painted over. Skipping these steps is the main reason exterior paint peels within a few years.",
    },
    {
      title: "A note on roof painting",
      text: "Corrugated iron and long-run steel roofs can be repainted once any rust is treated and the surface is properly primed. Older fibre-cement roofing may contain asbestos and should be assessed before anyone cleans or paints it. Roof painting involves working at height on a sloped surface, so we quote it separately with the right safety equipment included.",
    },
  ],
  pricingNote:
    "Quotes are free and prices include GST. The price depends on the size of the area, the condition of the surfaces and the preparation needed, access and scaffolding, lead-safe methods if required, and the paint system you choose.",
  faqs: [
    {
      question: "How do I know if my house has lead paint?",
      answer:
        "If your home was built before the 1980s, assume it may have lead paint until it's tested. A simple test kit or a paint sample sent to a laboratory will confirm it. We test older homes as part of our quote visit before any sanding or scraping starts.",
    },
    {
      question: "When is the best time to paint the outside of my house?",
      answer:
        "In Auckland, late spring to early autumn usually gives the most settled, dry weather. We can paint outside in other months on fine days, but we allow extra time for dew and showers.",
    },
    {
      question: "How many coats of paint will you apply?",
      answer:
        "Most jobs need a primer or undercoat on bare or repaired areas plus two topcoats. Your written quote sets out the exact paint system for each surface, so you know what you're getting.",
    },
    {
      question: "Do I need to move out while you paint inside?",
      answer:
        "Usually not. We work room by room, cover furniture and floors, and use low-odour water-based paints for most interior work. Lead paint removal inside is different, and we'll talk to you about keeping children and pets out of the work area.",
    },
    {
      question: "Can you help me choose colours?",
      answer:
        "Yes. We can suggest colours that suit the age and style of your house, and recommend trying sample pots on a couple of boards or walls first, because colours look very different in Auckland's bright light.",
    },
    {
      question: "Do you need scaffolding for exterior painting?",
      answer:
        "For two-storey homes and high gables, scaffolding is usually the safest and quickest option. Single-storey homes can often be painted from ladders and platforms. We'll include whatever access is needed in your quote.",
    },
  ],
};

export default content;
