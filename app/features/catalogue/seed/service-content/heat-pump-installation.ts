import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Heat Pump Installation Auckland | Sized and Installed Properly",
  metaDescription:
    "Heat pumps sized for your room, installed tidily and connected by a registered electrician. Help with Healthy Homes heating for landlords. Free quotes, GST included.",
  heading: "Heat pump installation in Auckland",
  intro:
    "A well-chosen heat pump keeps an Auckland home warm and dry through winter for far less than plug-in heaters, and cools it on sticky summer nights. The trick is getting the size and the placement right. We assess the room, recommend a unit that suits it, and install it neatly across the North Shore, West, South and East Auckland.",
  included: [
    "A room assessment covering size, ceiling height, insulation, glazing and how you use the space",
    "A recommendation on heating capacity in kW, and on brands and models that suit your budget",
    "Indoor unit mounted where it heats the room evenly and isn't blowing straight at the couch",
    "Outdoor unit on wall brackets or a level pad, placed with airflow, noise and neighbours in mind",
    "Pipework, cabling and condensate drain run as neatly and discreetly as the house allows",
    "Electrical connection by a registered electrician, with a Certificate of Compliance",
    "System tested, commissioned and checked for leaks before we leave",
    "A walk-through of the remote, the modes and the timer, and how to clean the filters",
  ],
  howItWorks: [
    {
      title: "Request a free quote",
      text: "Tell us which room or rooms you want to heat, roughly how big they are and whether the house is insulated. If you're a landlord, say so and we'll factor in the Healthy Homes heating standard.",
    },
    {
      title: "Home assessment and quote",
      text: "We look at the room, the pipe route and where both units can go. You get a quote with the recommended capacity and model options, so you can compare like with like.",
    },
    {
      title: "Installation day",
      text: "Most single back-to-back installs are done in a day. We protect floors and furniture, core through the wall, mount both units, run the pipework and drain, and the electrician connects the power.",
    },
    {
      title: "Commissioning and follow-up",
      text: "We test the system in heating and cooling, show you how to get the best out of it, and register the manufacturer's warranty details with you. We're a phone call away if anything doesn't seem right once the cold weather arrives.",
    },
  ],
  details: [
    {
      title: "Sizing: kW for the room, not the house",
      text: "Heat pumps are sized by heating output in kilowatts. A small bedroom might suit around 2.5 kW, while an open-plan living area can need 6 kW or more, depending on insulation, ceiling height, window area and which way the room faces. An undersized unit runs flat out and still leaves the room cold; an oversized one costs more up front and cycles on and off. We size for the real room rather than a rule of thumb.",
    },
    {
      title: "Energy ratings and running costs",
      text: "Every heat pump sold in New Zealand carries an Energy Rating Label, and more stars means more heat for each unit of electricity. EECA, the Energy Efficiency and Conservation Authority, also runs the ENERGY STAR programme here, which marks the more efficient models. Look at the heating efficiency rather than just the cooling figures, because heating is what most Aucklanders use their heat pump for.",
    },
    {
      title: "Outdoor unit placement and noise",
      text: "The outdoor unit needs clear space around it to breathe, a solid mounting and somewhere for condensate to drain. Heat pumps are much quieter than they used to be, but we still avoid placing the outdoor unit right under a neighbour's bedroom window or in a narrow gap where the sound bounces. In coastal spots like Bucklands Beach or Devonport, ask about models with corrosion protection for the salty air.",
    },
    {
      title: "Healthy Homes standards for landlords",
      text: "The Healthy Homes heating standard requires rental homes to have fixed heating that can warm the main living room to at least 18°C. The Tenancy Services website has a heating assessment tool that works out the capacity your living room needs. We can install a heat pump that meets the result and give you the paperwork to keep with your compliance records.",
    },
  ],
  pricingNote:
    "The price depends on the unit size and model, how far the pipework has to run between the indoor and outdoor units, and access for mounting them. Quotes are free and all prices include GST.",
  faqs: [
    {
      question: "What size heat pump do I need?",
      answer:
        "It depends on the room's size, insulation, glazing and sun. As a rough guide, bedrooms often need 2.5 to 3.5 kW and living areas 5 to 8 kW, but we'll measure and recommend a specific capacity at the assessment.",
    },
    {
      question: "Does a heat pump need to be installed by an electrician?",
      answer:
        "The electrical connection must be done by a registered electrician, who issues a Certificate of Compliance for the work. Our installs include this, so you don't have to organise a separate tradesperson.",
    },
    {
      question: "How often should I clean the filters?",
      answer:
        "Check them every month or so when the heat pump is working hard, more often if you have pets. Slide them out, vacuum or rinse them in lukewarm water, let them dry fully, and refit. Clean filters keep it efficient and stop it blowing dust around the room.",
    },
    {
      question: "Can a heat pump help with damp and condensation?",
      answer:
        "It helps. Warmer air holds moisture rather than letting it settle on cold windows, and most units have a dry or dehumidify mode. It works best alongside good ventilation, such as extractor fans in the bathroom and kitchen and opening windows on fine days.",
    },
    {
      question: "I'm a landlord. Will one heat pump meet Healthy Homes?",
      answer:
        "Often one correctly sized heat pump in the main living room is enough, but it depends on the result of the heating assessment tool for your property. Run the tool or let us help you with it, and we'll recommend a unit that meets the required capacity.",
    },
    {
      question: "Do you install across all of Auckland?",
      answer:
        "We install heat pumps across the North Shore, West, South and East Auckland, with no travel surcharge within those areas. Our customers rate us 4.9 from 1247 reviews.",
    },
  ],
};

export default content;
