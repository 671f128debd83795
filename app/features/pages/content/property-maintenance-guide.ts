import type { InfoPageContent } from "../schema";

const page: InfoPageContent = {
  path: "/property-maintenance-guide",
  metaTitle: "Auckland Home Maintenance Guide: Season by Season Checklist",
  metaDescription:
    "A practical, season-by-season maintenance guide for Auckland homes: gutters, damp and condensation, smoke alarms, house washing, decks, fences, and Healthy Homes.",
  heading: "The Auckland home maintenance guide",
  intro:
    "Auckland is kind to people and hard on houses. We get humid summers, long wet winters, salt air on the coast, clay soils that swell and shrink, and enough trees to fill a gutter in a fortnight. A little regular care, done at the right time of year, stops small jobs turning into expensive ones. This guide is what our tradies would tell you over the fence: what to check each season, what you can safely do yourself, and when it is worth calling someone in.",
  sections: [
    {
      heading: "Autumn: gutters, downpipes and drains",
      paragraphs: [
        "March to May is the most important maintenance window of the year in Auckland. Deciduous trees drop their leaves just before the winter rain arrives, and a gutter packed with wet leaves overflows straight down your walls, into your soffits and, in the worst cases, back under the roofing into the ceiling. Homes in leafy suburbs such as Titirangi, Glen Eden, Greenhithe and Birkenhead may need their gutters cleared twice a year, or more if they sit under large trees.",
        "Blocked downpipes and stormwater drains are just as common a cause of winter leaks. If water pools around the house after heavy rain, or you hear gurgling from a downpipe, the blockage is often further down in the underground pipe or the sump at its base.",
      ],
      list: [
        "Clear leaves, moss and grit from gutters and valleys, and bag them rather than flushing them down the downpipes",
        "Flush each downpipe with a hose and check the water runs freely out at the bottom",
        "Lift the grates on outdoor gully traps and sumps and scoop out silt and leaves",
        "Look along the gutter line from the ground for sagging sections, rust spots or joints that drip",
        "Check the kerbside stormwater grate outside your property is clear, and report a blocked one to Auckland Council",
        "Trim branches that overhang the roof: they drop leaves, scrape the roofing in wind and give rats a path inside",
        "Find out whether your property sits on an overland flow path; Auckland Council's online maps show flood plains and flow paths, and it is worth knowing before the next big storm",
      ],
    },
    {
      heading: "Winter: keeping the damp out",
      paragraphs: [
        "A damp house is harder and more expensive to heat, and the moisture feeds mould that is bad for everyone's lungs, especially children and older people. Most Auckland damp comes from three places: rain getting in, moisture rising from the ground under the house, and moisture we create ourselves indoors.",
        "Start with the outside. After the first big southerly, walk around the house and look for water where it should not be. Then look underneath: if your home has a suspended timber floor and the soil below is damp, a polythene ground moisture barrier laid over the soil makes a real difference, and it is a Healthy Homes requirement for rentals with an enclosed subfloor.",
      ],
      list: [
        "Check ceilings, especially in corners and around skylights and chimneys, for new stains after heavy rain",
        "Look at roof flashings, ridge caps and nail or screw heads for lifting or rust if you can see them safely from the ground",
        "Make sure garden beds and paving are not piled up against weatherboards or cladding; keep a clear gap to the ground",
        "Check the subfloor vents are not blocked by plants, soil or stored junk",
        "Clean heat pump filters every few weeks in the heating season so they run efficiently",
        "Keep bedrooms at 18 degrees or warmer where you can: warm air holds moisture instead of dropping it on cold walls and windows",
        "Avoid unflued gas heaters indoors; they release a surprising amount of water vapour along with combustion fumes",
      ],
    },
    {
      heading: "Condensation and ventilation",
      paragraphs: [
        "If your windows stream with water on winter mornings, the house is telling you it has too much moisture inside. Cooking, showering, drying washing and even breathing add several litres of water to the air of a family home every day. In a closed-up house it settles on the coldest surfaces: aluminium window frames, outside walls and the backs of wardrobes.",
        "The fix is to get moist air out at the source and let drier air in. Extractor fans must vent to the outside; a fan that blows into the ceiling space just moves the problem up a level and can rot the framing. Our tradies find this surprisingly often in older Auckland homes.",
      ],
      list: [
        "Run the bathroom fan during every shower and for ten minutes after; leave the door shut while it runs",
        "Use the rangehood when cooking, and put lids on pots",
        "Dry washing outside or in a vented dryer, not on a rack in the lounge",
        "Open windows for ten to fifteen minutes on dry days, even in winter, to swap damp air for fresh",
        "Wipe condensation off windows in the morning so it does not soak into sills and curtains",
        "Leave a small gap between furniture and outside walls so air can move",
        "Clean small patches of mould with a diluted white vinegar solution and a cloth; if mould keeps coming back or covers a large area, find the moisture source first",
        "Consider a dehumidifier for rooms that stay damp, and empty it daily",
      ],
    },
    {
      heading: "Smoke alarms: a two-minute job that saves lives",
      paragraphs: [
        "Fire and Emergency New Zealand recommends long-life photoelectric smoke alarms in every bedroom, hallway and living area, and on every level of the home. Interconnected alarms, where one alarm sets off all the others, give sleeping households the most warning.",
        "For rental homes, smoke alarms are a legal requirement. Landlords must have working alarms within three metres of each bedroom door, in every room where someone sleeps, and on each level of a multi-storey home. Any new alarm installed in a rental must be photoelectric and either have a long-life battery or be hardwired.",
      ],
      list: [
        "Press the test button on every alarm once a month",
        "Vacuum the vents gently a couple of times a year to clear dust and cobwebs",
        "Check the expiry date printed on the back; replace alarms at the end of their stated life, usually about ten years",
        "Replace the whole unit, not just the battery, if it is an older alarm with a removable battery that keeps chirping",
        "Make a fire escape plan with your household and make sure everyone knows the sound of the alarm",
      ],
    },
    {
      heading: "Spring: exterior wash and paint checks",
      paragraphs: [
        "Spring is the time to get the winter grime, mould and lichen off the outside of the house and see what state the paint is in. A yearly house wash makes paint last noticeably longer, especially on south-facing walls that never get the sun and on coastal homes in places like Devonport, Bucklands Beach and Half Moon Bay where salt builds up on every surface.",
        "Use a soft wash: a suitable cleaning solution applied at low pressure, then rinsed. Water-blasting weatherboards at high pressure can force water behind the cladding, strip sound paint and damage timber and window seals.",
      ],
      list: [
        "Wash cladding, soffits, windows and joinery from the top down, and rinse well",
        "Look for paint that is flaking, blistering, cracked or chalky when you rub it; these are signs a repaint is due",
        "Check timber window sills and the bottom edges of weatherboards for soft spots that could be rot",
        "Look at the putty and beading on old villa and bungalow windows; cracked putty lets water into the frame",
        "Re-seal gaps around windows, doors and pipe penetrations with a suitable exterior sealant",
        "If your home was built before about 1980, assume old paint layers may contain lead and have it tested before anyone sands or scrapes it",
        "Book exterior painting for late spring to early autumn, when the weather is settled and temperatures suit the paint",
      ],
    },
    {
      heading: "Summer: decks, fences and lawns",
      paragraphs: [
        "Summer is the season for outdoor jobs, and for enjoying the results. Auckland sun is harsh on timber, and the long dry spells followed by sudden downpours test every deck board, fence post and patch of lawn.",
        "A deck or balcony is more than a place for the barbecue: if any part of it is a metre or more above the ground, it needs a safe barrier under the Building Code. Fences between neighbours are covered by the Fencing Act 1978, which generally means neighbours share the cost of an adequate boundary fence; talk to your neighbour early and put any agreement in writing.",
      ],
      list: [
        "Scrub decks to remove slippery algae, then re-oil or stain exposed decks roughly every year, or whenever water stops beading on the surface",
        "Check for loose or popped nails and screws, springy boards, and rot where boards meet the house or sit close to the ground",
        "Give balustrades and handrails a firm shake; anything that moves needs fixing before summer visitors lean on it",
        "On coastal properties, check joist hangers, bolts and fixings for rust",
        "Walk the fence line for leaning posts, rotten rails and loose palings, especially after winter winds",
        "If you have a pool, keep the pool fence and self-closing gate in good order; Auckland Council inspects residential pool barriers every three years",
        "Raise the mower height in summer; longer grass shades its roots and copes better with dry spells",
        "Water lawns and gardens early in the morning, deeply and less often, and follow any water restrictions Watercare announces in a drought",
        "Trim hedges and clear overgrowth away from the house, fences and gutters",
      ],
    },
    {
      heading: "Healthy Homes standards for landlords",
      paragraphs: [
        "If you own a rental property, the Healthy Homes standards set minimum requirements for heating, insulation, ventilation, moisture and draught stopping. All private rentals have had to comply since 1 July 2025, and landlords must include a statement of compliance in new or renewed tenancy agreements and keep records showing how each standard is met. Tenancy Services has the full details and a compliance tool.",
        "Most of the work falls within what our tradies do every day, and regular maintenance is the easiest way to stay compliant: a gutter that overflows or an extractor fan that has quietly stopped working can put a property out of line with the standards.",
      ],
      list: [
        "Heating: a fixed heater, such as a heat pump, that can warm the main living room to at least 18 degrees",
        "Insulation: ceiling and underfloor insulation that meets the required level and is in reasonable condition",
        "Ventilation: openable windows in the living room, dining room, kitchen and bedrooms, and extractor fans venting outside in kitchens and bathrooms",
        "Moisture and drainage: working gutters, downpipes and drainage, and a ground moisture barrier where there is an enclosed subfloor",
        "Draught stopping: gaps and holes in walls, ceilings, windows, floors and doors that cause noticeable draughts blocked, and unused open fireplaces closed off",
      ],
    },
    {
      heading: "DIY or call a pro?",
      paragraphs: [
        "Plenty of home maintenance is well within reach of a handy homeowner, and doing it yourself is a good way to get to know your house. But some work is dangerous, and some is restricted by law to licensed people. As a rule of thumb: if it involves heights, wiring, gas, drains under the ground, or the structure or weathertightness of the house, call someone.",
        "Restricted building work, such as structural changes and work on a home's weathertight envelope, must be done or supervised by a Licensed Building Practitioner. Electrical work needs a registered electrician, and gasfitting, most plumbing and drainlaying need a tradesperson registered with the Plumbers, Gasfitters and Drainlayers Board. The law allows homeowners a small amount of electrical and plumbing work on their own home, but the rules are strict, so check before you start.",
        "Homes built or renovated between the 1940s and 2000 may contain asbestos in textured ceilings, cladding, vinyl flooring and soffits. Do not drill, sand or cut anything you are unsure about; have it tested first.",
      ],
      list: [
        "Usually fine to do yourself: testing smoke alarms, cleaning heat pump filters, washing windows, clearing ground-level drains and gully traps, oiling a low deck, wiping mould, mowing and weeding",
        "Worth calling a pro: anything on a roof or a ladder above single-storey height, cleaning a two-storey house, replacing rotten framing or weatherboards, and exterior painting of older homes",
        "Always a licensed tradesperson: wiring and switchboards, gas appliances, hot water cylinders, toilets and drains, structural work, and anything needing a building consent",
        "Call straight away: water coming through a ceiling, a burning smell from an outlet or switchboard, sewage backing up, or a tree down on the house",
      ],
    },
  ],
};

export default page;
