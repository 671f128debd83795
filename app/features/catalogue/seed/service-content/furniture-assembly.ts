import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Flat-Pack Furniture Assembly in Auckland | Harbourside",
  metaDescription:
    "Flat-pack furniture assembled, wall-anchored to prevent tip-overs and the packaging taken away. Serving all of Auckland. Free quotes, prices include GST.",
  heading: "Furniture assembly in Auckland",
  intro:
    "Flat-pack furniture can eat up a whole weekend, and one missed step can leave a wardrobe wobbling or a drawer that never quite shuts. We assemble it properly, anchor tall pieces to the wall so they can't tip over, and take the cardboard and plastic away when we leave. We cover homes and offices across the North Shore, West, South and East Auckland.",
  included: [
    "Assembling wardrobes, drawers, bookcases, beds, cots, desks and dining sets",
    "Office furniture, including desks, office chairs and filing cabinets",
    "Outdoor furniture, kitset garden sheds and children's play equipment",
    "Anchoring tall furniture and TVs to the wall with the right fixings for your wall type",
    "Adjusting doors, hinges and drawer runners so everything lines up and closes smoothly",
    "Mounting shelves, mirrors and wall cabinets",
    "Taking apart furniture for a move and reassembling it at the new place",
    "Removing all cardboard, polystyrene and plastic packaging",
  ],
  howItWorks: [
    {
      title: "Request a free quote",
      text: "Send us a list of the items, with the brand and product name or a link to each one. That tells us how long each piece will take and what fixings we'll need.",
    },
    {
      title: "We confirm the time and price",
      text: "We give you a fixed price or a time estimate and book a visit, ideally after your delivery has arrived. Let us know if anything needs to go up stairs or into a tight space.",
    },
    {
      title: "Assembly and anchoring",
      text: "We check every part is there, build each item to the manufacturer's instructions, anchor tall pieces to the wall and place everything where you want it.",
    },
    {
      title: "Clean-up and check",
      text: "We take the packaging away, vacuum up any offcuts and check each drawer and door with you before we leave.",
    },
  ],
  details: [
    {
      title: "Why wall anchoring matters",
      text: "Tall drawers, bookcases, wardrobes and TVs can tip forward if a child climbs them or pulls out several drawers at once. Most manufacturers supply an anti-tip kit, but the screws in the box rarely suit every wall. We anchor into the timber studs behind GIB plasterboard wherever possible, use proper cavity fixings where a stud isn't available, and masonry anchors for brick or concrete walls.",
    },
    {
      title: "The brands we build",
      text: "We regularly assemble flat-pack from IKEA, Kmart, The Warehouse, Bunnings, Mitre 10, Briscoes and online retailers. Each brand has its own quirks, such as cam locks that need careful tightening or thin backing panels that need every nail. Knowing these saves time and avoids damage that can't be undone once a panel is split.",
    },
    {
      title: "Missing or damaged parts",
      text: "It's common to find a missing bag of screws or a panel chipped in transit. We check all the parts before starting, so you can contact the retailer early, and we carry spare fixings for common sizes. If a damaged panel would affect the strength or safety of the piece, we'll stop and wait for a replacement rather than build it in.",
    },
    {
      title: "Where the packaging goes",
      text: "Flat-pack generates a surprising amount of waste. Auckland's kerbside recycling takes flattened cardboard, but not polystyrene or soft plastic wrap, which is awkward to get rid of. We take all the packaging away with us and recycle what we can.",
    },
  ],
  pricingNote:
    "Quotes are free and prices include GST. The price depends on the number and size of the items, how complex they are to build, stairs and access, and whether wall anchoring or wall mounting is needed.",
  faqs: [
    {
      question: "How long does it take to assemble a wardrobe?",
      answer:
        "A small wardrobe can take an hour or so, while a large wardrobe with sliding doors and internal drawers can take half a day or more. Send us the product name and we'll give you a realistic estimate.",
    },
    {
      question: "Do I need to buy wall anchors separately?",
      answer:
        "No. We bring suitable fixings for timber-framed, brick and concrete walls. The anti-tip kit supplied with the furniture is used where it suits your wall.",
    },
    {
      question: "Can you anchor furniture in a rental property?",
      answer:
        "Yes, but check with your landlord first, as anchoring leaves small holes in the wall. Many landlords are happy to agree because it makes the home safer, especially for families with young children.",
    },
    {
      question: "Should the furniture be delivered before you arrive?",
      answer:
        "Yes, ideally in the room where it will go. If delivery is only to the front door, let us know and we'll allow time to carry the boxes in, including up stairs.",
    },
    {
      question: "Can you put together a garden shed or trampoline?",
      answer:
        "Yes. Kitset sheds, trampolines and outdoor furniture are all part of the job. A shed needs a level, solid base, so tell us what's there now and we can prepare it if needed.",
    },
    {
      question: "Can you take apart and rebuild furniture when I move house?",
      answer: "Yes. We'll dismantle items carefully, bag and label the fixings, and reassemble and re-anchor everything at your new home.",
    },
  ],
};

export default content;
