import type { AreaContent } from "../../schema";

const content: AreaContent = {
  metaTitle: "Property Maintenance Auckland Central | Harbourside",
  metaDescription:
    "Handyman, painting, gutter and garden work in central Auckland, from the CBD and Ponsonby to Grey Lynn, Parnell, Newmarket and Mt Eden. Free quotes, no travel surcharge.",
  heading: "Property maintenance in Auckland Central",
  intro:
    "Central Auckland packs Victorian and Edwardian villas, 1920s bungalows, townhouses and apartment buildings into a few busy suburbs. We look after homes and rentals in the CBD, Ponsonby, Grey Lynn, Herne Bay, Freemans Bay, Parnell, Newmarket, Mt Eden, Kingsland, Eden Terrace, Grafton, Remuera and Epsom, working around tight streets, parking and body corporate rules. Tell us what needs doing and we will give you a clear, free quote.",
  localNotes: [
    {
      title: "Villas and bungalows in Ponsonby, Grey Lynn and Mt Eden",
      text: "Many central homes are timber villas and bungalows over a hundred years old, often in a heritage or special character area. Weatherboards, scribers, sash windows and decorative fretwork need regular painting and the odd repair, and old lead-based paint has to be handled safely when it is sanded. We repair rather than replace original joinery where we can, and check with you before any change that might need council consent in a character area.",
    },
    {
      title: "Apartments and townhouses in the CBD and Newmarket",
      text: "Apartment and townhouse work comes with its own rules: booked lifts, limited working hours, protected common areas and a body corporate that may need notice. We plan around them, bring only what fits in a lift, and leave shared spaces as we found them. Common jobs include patching and painting walls, hanging shelves and TVs on concrete or steel-framed walls, assembling furniture and small bathroom and kitchen repairs.",
    },
    {
      title: "Parking and access on narrow streets",
      text: "Streets in Freemans Bay, Ponsonby and Kingsland are narrow and parking is scarce, and some homes have steps or shared driveways. Tell us about access when you ask for a quote and we will plan the visit around it, so the job does not run over because the van was parked three streets away. There is no travel or parking surcharge anywhere in our service areas.",
    },
    {
      title: "Gutters, roofs and big old trees",
      text: "Central suburbs have many large, old trees, and corrugated iron roofs on villas that collect leaves and grit. Blocked gutters and downpipes overflow into the walls of old timber homes, so a clean once or twice a year is sensible, before winter at least. We check downpipes are flowing and flag any rusty roofing, loose flashings or rotten fascia boards we spot.",
    },
  ],
  popularServiceSlugs: ["painting", "handyman", "gutter-cleaning-auckland", "furniture-assembly", "bathroom-renovation"],
  faqs: [
    {
      question: "Is there a parking or travel surcharge in the CBD?",
      answer:
        "No. There is no travel or parking surcharge anywhere within our service areas, central Auckland included. Quotes are free and all prices include GST.",
    },
    {
      question: "Can you work in my apartment building?",
      answer:
        "Yes. Tell us the building's rules when you ask for a quote (lift bookings, working hours, who to tell) and we will arrange the visit around them. We can provide insurance details for your body corporate if they ask.",
    },
    {
      question: "My villa is in a character area. Can you still paint or repair it?",
      answer:
        "Yes. Repainting and like-for-like repairs usually need no consent. If a job would change how the house looks from the street, such as new windows or a different cladding, we tell you before we start so you can check with Auckland Council.",
    },
    {
      question: "How soon can you get to a home in central Auckland?",
      answer:
        "Non-urgent work is typically booked within two to three working days. For emergencies such as a leak or a door that won't secure, call the number on our contact page and we will aim to have someone there the same day where possible.",
    },
  ],
};

export default content;
