import type { ServiceContent } from "../../schema";

const content: ServiceContent = {
  metaTitle: "Gutter Cleaning Auckland | Harbourside Property Maintenance",
  metaDescription:
    "Auckland gutter cleaning before the winter rain: gutters cleared, downpipes flushed and before-and-after photos. Safe work at height. Free quotes, GST included.",
  heading: "Gutter cleaning in Auckland",
  intro:
    "Blocked gutters overflow in the first heavy downpour, sending water into eaves, walls and foundations. We clear your gutters by hand, flush the downpipes and send you photos of the before and after, so you can see the job has been done without climbing a ladder yourself. Our crews clean gutters across the North Shore, West, South and East Auckland.",
  included: [
    "Removing leaves, moss, seed pods and silt from every gutter by hand",
    "Bagging the debris and taking it away, not leaving it on your lawn",
    "Flushing each downpipe with water to check it drains freely",
    "Clearing blockages at the top of downpipes and in rain heads",
    "Checking for loose brackets, leaking joints and rusted sections while we're up there",
    "Clearing debris from valleys and flat roof areas that feed the gutters",
    "Before-and-after photos of the gutters sent to you once we're finished",
    "Cleaning up any mess on paths, decks and driveways below",
  ],
  howItWorks: [
    {
      title: "Request a free quote",
      text: "Tell us your address, how many storeys the house has and roughly when the gutters were last cleaned. Most gutter cleaning can be quoted from the address and a few photos.",
    },
    {
      title: "We confirm access and safety",
      text: "We check the roof height, pitch and access, and plan how to work safely at height, whether from ladders, the roof or with extra edge protection. Then you get a fixed price.",
    },
    {
      title: "Clean, flush and check",
      text: "Our crew clears every gutter, flushes the downpipes and checks the spouting, brackets and joints as they go. You don't need to be home as long as we can get around the house.",
    },
    {
      title: "Photos and a short report",
      text: "We send before-and-after photos and note anything that needs attention, such as a sagging run or a leaking joint. Repairs are quoted separately and only done with your go-ahead.",
    },
  ],
  details: [
    {
      title: "Clean before winter",
      text: "Auckland gets much of its rain from late autumn through winter, and that's when blocked gutters cause the most damage. Booking a clean in March, April or May means your gutters are clear before the wet weather sets in. Homes with a lot of trees often need a second clean in late spring or summer.",
    },
    {
      title: "Pōhutukawa and bush suburbs",
      text: "Pōhutukawa drop masses of red stamens over summer, which form a dense mat in gutters and downpipes, and they shed leaves year-round. Homes in bush-clad suburbs such as Titirangi, Glen Eden, Greenhithe and around the Waitākere Ranges fill up with leaves, twigs and seed pods quickly. If you're surrounded by trees, two or even three cleans a year is common.",
    },
    {
      title: "Safe work at height",
      text: "Falls from ladders and roofs cause serious injuries in New Zealand every year, at home and at work. Our crews plan every job under the Health and Safety at Work Act 2015, use ladders that are properly footed and secured, and bring in extra edge protection for steep or two-storey roofs. It's one of the best reasons not to do this job yourself.",
    },
    {
      title: "Why downpipes matter as much as gutters",
      text: "A clean gutter won't help if the downpipe below it is blocked, because water simply backs up and spills over. We flush every downpipe to make sure water runs through freely. If the blockage is further down in the underground stormwater drain, that's work for a licensed drainlayer, and we'll let you know.",
    },
  ],
  pricingNote:
    "Quotes are free and prices include GST. The price depends on the length of the gutters, the number of storeys, the roof pitch and access, and how much debris has built up.",
  faqs: [
    {
      question: "How often should gutters be cleaned in Auckland?",
      answer:
        "At least once a year, ideally in autumn before the winter rain. Homes near pōhutukawa or native bush usually need cleaning twice a year, and sometimes three times.",
    },
    {
      question: "Do I need to be home?",
      answer:
        "No. As long as we can get safely around the house and through any gates, we can do the job while you're out. We'll send the before-and-after photos when we're done.",
    },
    {
      question: "Can you clean two-storey and steep roofs?",
      answer:
        "Yes. We assess the height and pitch when we quote and bring the right equipment, including extra edge protection where it's needed. Some very steep or hard-to-reach roofs take longer, which is reflected in the price.",
    },
    {
      question: "What are the signs my gutters are blocked?",
      answer:
        "Water spilling over the edge of the gutter in rain, plants growing in the spouting, damp patches on the soffits or walls, and downpipes that stay dry during a downpour are all signs it's time for a clean.",
    },
    {
      question: "Can you fix the gutters if you find a problem?",
      answer:
        "Yes. We repair leaking joints, sagging brackets and damaged downpipes, and fit gutter guards. We'll show you photos of the problem and quote it separately, so you decide whether to go ahead.",
    },
    {
      question: "Do gutter guards mean I never need a clean again?",
      answer:
        "No, but they help. Guards keep out most leaves and stamens, which means fewer cleans, but fine debris and silt still get through and guards need the odd clear-off themselves.",
    },
  ],
};

export default content;
