import type { InfoPageContent } from "../schema";

const page: InfoPageContent = {
  path: "/about",
  metaTitle: "About Us | Harbourside Property Maintenance, Auckland",
  metaDescription:
    "Meet Harbourside Property Maintenance: an Auckland team matching homeowners with vetted, licensed and insured local tradies for repairs, maintenance and renovations.",
  heading: "About Harbourside Property Maintenance",
  intro:
    "We are an Auckland team that looks after Auckland homes. Homeowners, landlords and property managers come to us for everything from a sticking door to a new bathroom, and we match each job with a vetted local tradie who holds the right licence for it. You deal with one team from the first call to the final tidy-up.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "Harbourside Property Maintenance is a property maintenance and handyman business. Our office team takes your request, works out what the job really needs, books the right tradie and stays with you until it is finished. Our network of tradies covers the everyday jobs, such as repairs, painting, gutters, lawns and cleaning, as well as the licensed trades: plumbers, electricians and Licensed Building Practitioners for renovation work.",
        "We work across North Shore, West Auckland, South Auckland, East Auckland and central Auckland, so the tradie who comes to your place usually lives and works not far away.",
      ],
    },
    {
      heading: "Our story",
      paragraphs: [
        "Harbourside started from a frustration most Aucklanders know well: you need something fixed, you ring around, and half the tradies never call back. The ones who do turn up may be excellent, or may not, and it is hard to tell which before the job is done.",
        "We set out to fix that by doing the hard part for homeowners. We find good local tradies, check them properly, give them steady work so they can focus on doing it well, and keep an office behind them that answers the phone, confirms bookings and follows up. Tradies get a fair deal and paid on time; homeowners get someone reliable at the door.",
        "Today Harbourside customers rate us 4.9 out of 5 from 1,247 reviews. We are proud of that, and we read every review, good and bad, because that is how we keep getting better.",
      ],
    },
    {
      heading: "How we vet our tradies",
      paragraphs: [
        "Anyone we send into your home has been checked by us first. Our checks do not stop once a tradie joins: we keep track of licence renewals and insurance expiry dates, and a tradie whose licence or cover lapses stops receiving jobs until it is renewed. Customer feedback on every job is part of the picture too.",
      ],
      list: [
        "Licences and registration: we verify the licence the trade requires, whether that is a Licensed Building Practitioner licence, registration with the Electrical Workers Registration Board, or registration with the Plumbers, Gasfitters and Drainlayers Board",
        "Insurance: every tradie must hold current public liability insurance, and we check the policy before they join",
        "References: we talk to recent customers or employers about the quality of their work, their communication and their reliability",
        "Criminal record check: with the tradie's consent, we obtain a Ministry of Justice criminal record check before they work in anyone's home",
        "A conversation: we talk with every tradie before they join, to agree how we work and the standard we expect",
      ],
    },
    {
      heading: "Our promises to you",
      paragraphs: ["These are the things you can hold us to on every job, large or small."],
      list: [
        "We reply within one working day, and for emergencies we do our best to get someone there the same day",
        "Your quote is free, in writing, and the price includes GST",
        "Nothing is added to your bill without your agreement first",
        "Your tradie turns up in the agreed window, or we let you know in advance if plans change",
        "We treat your home with respect: floors and furniture protected, and the site left tidy at the end of each day",
        "The right person for the job: licensed work is done by a licensed tradie",
        "If something is not right, we come back and put it right",
        "Your personal information is used only for your job and never sold",
      ],
    },
    {
      heading: "Work with us",
      paragraphs: [
        "If you have a job that needs doing, ask for a free quote using the form on any page. If you are a licensed, insured Auckland tradie looking for steady, well-organised residential work, we would like to hear from you too: you can apply to join our network from our join page.",
      ],
    },
  ],
};

export default page;
