import type { InfoPageContent } from "../schema";

const page: InfoPageContent = {
  path: "/contact",
  metaTitle: "Contact Harbourside Property Maintenance | Auckland",
  metaDescription:
    "Get in touch for a free quote, urgent repairs or questions about a job. We cover the North Shore, West, South, East and central Auckland.",
  heading: "Contact us",
  intro:
    "Whether you have a single repair, a long to-do list or something that can't wait, we're happy to hear from you. Phone, email or send us a quote request, and a real person from our Auckland team will get back to you.",
  sections: [
    {
      heading: "Request a quote",
      paragraphs: [
        "The quickest way to get a price is our online quote form. Tell us what needs doing, where the property is and when suits you, and a member of our team will be in touch within one working day. Quotes are free, there is no obligation, and every price we give includes GST.",
        "A few details up front help us quote accurately and send the right tradie:",
      ],
      list: [
        "Your suburb, so we can match you with someone nearby",
        "What the problem is, in your own words",
        "Photos, if you can take them safely",
        "Rough sizes for bigger jobs, such as the length of a fence or the size of a room",
        "Anything about access, such as steep drives, locked gates, pets or body corporate rules",
      ],
    },
    {
      heading: "Emergencies",
      paragraphs: [
        "For urgent problems such as a burst pipe, water coming through the ceiling, storm damage or a door or window that won't secure, please phone the emergency number on this page rather than filling in the form. We will talk you through making things safe and aim to get someone to you the same day where possible.",
        "If there is any immediate danger, such as a gas smell, sparking or a structural collapse, call 111 first and keep everyone well clear.",
      ],
      list: [
        "Turn off the water at the toby or mains tap if a pipe has burst",
        "Switch off power at the switchboard if water is near electrics, only if it is safe to reach",
        "Move valuables and furniture away from leaks and put down buckets and towels",
      ],
    },
    {
      heading: "Opening hours and response times",
      paragraphs: [
        "Our office hours are listed on this page. Messages and quote requests sent outside those hours are picked up on the next working day.",
        "For non-urgent work we can usually get someone to you within two to three working days, and often sooner. Larger projects such as renovations are booked in once the quote is accepted, at a time that works for you.",
      ],
    },
    {
      heading: "Where we work",
      paragraphs: [
        "We cover the North Shore, West Auckland, South Auckland, East Auckland and Auckland Central, with no travel surcharge anywhere within those areas. If you are just outside them, get in touch anyway and we will tell you honestly whether we can help.",
      ],
    },
    {
      heading: "Complaints and feedback",
      paragraphs: [
        "We're proud of our 4.9 rating from 1247 reviews, but we know we won't get everything right every time. If something about a job isn't right, please tell us as soon as you can, using the number on this page or by email, and include the job address and what went wrong.",
        "We will acknowledge your complaint, look into it properly, talk with the tradie involved and come back to you with what we will do to put it right. Compliments are welcome too, and we pass them on to the team.",
      ],
    },
    {
      heading: "Your information",
      paragraphs: [
        "We use the details you give us to respond to your enquiry, prepare your quote and arrange the work, and we share them only with the tradies who carry out your job. You can ask to see or correct the personal information we hold about you at any time. Our privacy policy explains this in full.",
      ],
    },
  ],
};

export default page;
