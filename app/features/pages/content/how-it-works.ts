import type { InfoPageContent } from "../schema";

const page: InfoPageContent = {
  path: "/how-it-works",
  metaTitle: "How It Works | Free Quotes to Finished Jobs in Auckland",
  metaDescription:
    "From free quote to finished job: how we match your Auckland property with a vetted, licensed local tradie, give you a written price including GST, and follow up.",
  heading: "How it works",
  intro:
    "Getting work done on your home should not mean chasing five tradies who never call back. You tell us what needs doing, we match the job with a vetted local tradie who holds the right licence for it, and you get a written quote before anything starts. One point of contact from the first message to the final tidy-up.",
  sections: [
    {
      heading: "1. Tell us about the job",
      paragraphs: [
        "Use the quote form on any page. It takes about two minutes and has three short steps: what you need done, when suits you, and how we can reach you. The more detail you give in the description, the more accurate your quote will be.",
        "If the job is urgent, such as a burst pipe, a leaking roof after a storm or no power, skip the form and call our emergency line, listed on our contact page.",
      ],
      list: [
        "The type of service, for example plumbing, painting or gutter cleaning",
        "A short description: what is wrong, how big the area is, anything you have already tried",
        "A preferred date and time window, so we can plan around you",
        "Your name, email, phone number, property address and suburb",
      ],
    },
    {
      heading: "2. We get back to you",
      paragraphs: [
        "A real person in our Auckland office reads every request and gets back to you within one working day, usually within a few hours during opening hours. We may ask a couple of questions or for a photo or two, which often saves a site visit on small jobs.",
        "We then match your job with a tradie from our network who works in your part of Auckland and holds the licence the work needs: a Licensed Building Practitioner for restricted building work, a registered electrician for electrical work, or a registered plumber, gasfitter or drainlayer for those trades.",
      ],
    },
    {
      heading: "3. A visit and a written quote",
      paragraphs: [
        "For small, well-defined jobs we can often quote from your description and photos. For anything larger, such as a repaint, a bathroom or a deck, the tradie visits to measure up, look at access and check for surprises like rot, moisture or old wiring.",
        "You then get a written quote that sets out what is included, what is not, and the price including GST. Quotes are free and there is no obligation. If you would like to think it over or get another quote, that is fine.",
      ],
    },
    {
      heading: "4. The work gets done",
      paragraphs: [
        "Once you accept the quote, we book a date that suits you and confirm it in writing. Your tradie arrives in the agreed window, protects floors and furniture where needed, and keeps you updated as the job goes.",
        "If they find something unexpected once the work starts, such as rotten framing behind a shower or a cracked downpipe under the paving, they stop and talk to you first. Nothing is added to your bill without your agreement.",
      ],
    },
    {
      heading: "5. Finishing up and paying",
      paragraphs: [
        "When the job is done, your tradie walks you through the work, tidies up and takes away the rubbish from the job. Where the work needs paperwork, such as an electrical Certificate of Compliance or a record of building work, we make sure you receive it.",
        "You then get an invoice that matches your quote, unless you agreed to changes along the way. We accept cash, credit card, bank transfer and EFTPOS. Larger renovation projects are invoiced in stages agreed in writing before work begins.",
      ],
    },
    {
      heading: "6. If something is not right",
      paragraphs: [
        "We check in after the job to make sure you are happy. If something is not right, tell us. We will arrange for the tradie to come back and put it right, and our office stays involved until it is sorted.",
        "Your rights under the Consumer Guarantees Act 1993 apply to every job: the work must be done with reasonable care and skill, be fit for its purpose and be finished within a reasonable time.",
      ],
    },
  ],
  faqs: [
    {
      question: "Is the quote really free?",
      answer:
        "Yes. Quotes are free with no obligation, including site visits for larger jobs. You only pay once you have accepted a written quote and the work is done, or at the stages agreed for a larger project.",
    },
    {
      question: "How soon can someone come out?",
      answer:
        "For non-urgent work we can typically have a tradie with you within two to three working days, sooner for small jobs that fit around existing bookings. For emergencies, call our emergency line and we will try to get someone there the same day.",
    },
    {
      question: "Do I need to be home while the work is done?",
      answer:
        "Not always. For a quote visit it helps if you are there to talk through the job. For the work itself, many customers leave a key or a lockbox code, especially for outdoor jobs like gutters, lawns and exterior painting. We agree access with you before the day.",
    },
    {
      question: "Can I choose the tradie?",
      answer:
        "If you have worked with one of our tradies before and would like them again, just say so in your request and we will book them if they are available. Otherwise we match you with the best-suited tradie for the job and your suburb.",
    },
    {
      question: "What if the job turns out bigger than quoted?",
      answer:
        "Your tradie stops and explains what they have found, what it means and what it will cost to fix, then waits for your go-ahead. Any change to the price is agreed with you before the extra work is done.",
    },
  ],
};

export default page;
