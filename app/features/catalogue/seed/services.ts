import type { ServiceContent } from "../schema";
import bathroomRenovation from "./service-content/bathroom-renovation";
import carpetCleaning from "./service-content/carpet-cleaning";
import furnitureAssembly from "./service-content/furniture-assembly";
import gutterCleaning from "./service-content/gutter-cleaning";
import gutterCleaningAuckland from "./service-content/gutter-cleaning-auckland";
import handymanAuckland from "./service-content/handyman-auckland";
import heatPumpInstallation from "./service-content/heat-pump-installation";
import homeCleaning from "./service-content/home-cleaning";
import homeRenovation from "./service-content/home-renovation";
import kitchenRenovation from "./service-content/kitchen-renovation";
import landscaping from "./service-content/landscaping";
import lawnCareAuckland from "./service-content/lawn-care-auckland";
import painting from "./service-content/painting";

export interface SeedService {
  slug: string;
  name: string;
  path: string | null;
  shortDescription: string;
  icon: string;
  quoteService: string;
  featured: boolean;
  inMoreDialog: boolean;
  content: ServiceContent | null;
}

/**
 * The seeded catalogue, in display order. 13 services have pages at the spec's paths;
 * 16 appear in the More dialog; 8 are featured on the home grid.
 */
export const SEED_SERVICES: SeedService[] = [
  {
    slug: "handyman",
    name: "Handyman",
    path: "/handyman-auckland",
    shortDescription: "Odd jobs, repairs and small fixes around the home, done properly.",
    icon: "wrench",
    quoteService: "Handyperson",
    featured: true,
    inMoreDialog: true,
    content: handymanAuckland,
  },
  {
    slug: "plumbing",
    name: "Plumbing",
    path: null,
    shortDescription: "Leaks, taps, toilets, hot water and blocked drains by registered plumbers.",
    icon: "droplets",
    quoteService: "Plumbing",
    featured: true,
    inMoreDialog: true,
    content: null,
  },
  {
    slug: "electrical",
    name: "Electrical",
    path: null,
    shortDescription: "Power points, lighting and switchboards by registered electricians.",
    icon: "zap",
    quoteService: "Electrical",
    featured: true,
    inMoreDialog: true,
    content: null,
  },
  {
    slug: "painting",
    name: "Painting",
    path: "/painting",
    shortDescription: "Interior and exterior painting with proper preparation and quality paint.",
    icon: "paint-roller",
    quoteService: "Painting",
    featured: true,
    inMoreDialog: true,
    content: painting,
  },
  {
    slug: "lawn-care",
    name: "Lawn Care",
    path: "/lawn-care-auckland",
    shortDescription: "Regular mowing, edging, hedge trimming and green-waste removal.",
    icon: "sprout",
    quoteService: "Lawn Care",
    featured: true,
    inMoreDialog: true,
    content: lawnCareAuckland,
  },
  {
    slug: "gutter-cleaning-auckland",
    name: "Gutter Cleaning",
    path: "/gutter-cleaning-auckland",
    shortDescription: "Gutters and downpipes cleared, flushed and checked before the rain.",
    icon: "cloud-rain",
    quoteService: "Gutter Cleaning",
    featured: true,
    inMoreDialog: true,
    content: gutterCleaningAuckland,
  },
  {
    slug: "bathroom-renovation",
    name: "Bathroom Renovation",
    path: "/bathroom-renovation",
    shortDescription: "Full bathroom makeovers with waterproofing, tiling and licensed trades.",
    icon: "bath",
    quoteService: "Remodeling",
    featured: true,
    inMoreDialog: true,
    content: bathroomRenovation,
  },
  {
    slug: "heat-pump-installation",
    name: "Heat Pump Installation",
    path: "/heat-pump-installation",
    shortDescription: "Sized, supplied and installed heat pumps for warm, dry winters.",
    icon: "thermometer-sun",
    quoteService: "HVAC",
    featured: true,
    inMoreDialog: true,
    content: heatPumpInstallation,
  },
  {
    slug: "carpentry",
    name: "Carpentry",
    path: null,
    shortDescription: "Decks, doors, framing, skirting and custom joinery repairs.",
    icon: "hammer",
    quoteService: "Carpentry",
    featured: false,
    inMoreDialog: true,
    content: null,
  },
  {
    slug: "kitchen-renovation",
    name: "Kitchen Renovation",
    path: "/kitchen-renovation",
    shortDescription: "New kitchens planned, built and installed with one team to deal with.",
    icon: "chef-hat",
    quoteService: "Remodeling",
    featured: false,
    inMoreDialog: true,
    content: kitchenRenovation,
  },
  {
    slug: "home-cleaning",
    name: "Home Cleaning",
    path: "/home-cleaning",
    shortDescription: "Regular, deep and end-of-tenancy cleans by vetted cleaners.",
    icon: "sparkles",
    quoteService: "Cleaning",
    featured: false,
    inMoreDialog: true,
    content: homeCleaning,
  },
  {
    slug: "carpet-cleaning",
    name: "Carpet Cleaning",
    path: "/carpet-cleaning",
    shortDescription: "Hot-water extraction carpet and upholstery cleaning, fast drying.",
    icon: "spray-can",
    quoteService: "Cleaning",
    featured: false,
    inMoreDialog: true,
    content: carpetCleaning,
  },
  {
    slug: "furniture-assembly",
    name: "Furniture Assembly",
    path: "/furniture-assembly",
    shortDescription: "Flat-pack furniture built, wall-anchored and the packaging taken away.",
    icon: "armchair",
    quoteService: "Handyperson",
    featured: false,
    inMoreDialog: true,
    content: furnitureAssembly,
  },
  {
    slug: "landscaping",
    name: "Landscaping",
    path: "/landscaping",
    shortDescription: "Garden design, planting, paving, retaining and outdoor living areas.",
    icon: "trees",
    quoteService: "Landscaping",
    featured: false,
    inMoreDialog: true,
    content: landscaping,
  },
  {
    slug: "home-renovation",
    name: "Home Renovation",
    path: "/home-renovation",
    shortDescription: "Whole-home and room renovations managed from plans to final clean.",
    icon: "house",
    quoteService: "Remodeling",
    featured: false,
    inMoreDialog: true,
    content: homeRenovation,
  },
  {
    slug: "waste-removal",
    name: "Waste Removal",
    path: null,
    shortDescription: "Rubbish, green waste and old furniture loaded and taken away.",
    icon: "trash-2",
    quoteService: "Waste Removal",
    featured: false,
    inMoreDialog: true,
    content: null,
  },
  {
    slug: "gutter-repairs",
    name: "Gutter Cleaning & Repairs",
    path: "/gutter-cleaning",
    shortDescription: "Gutter cleaning, leak repairs, downpipes and gutter guards for any roof.",
    icon: "cloud-rain",
    quoteService: "Gutter Cleaning",
    featured: false,
    inMoreDialog: false,
    content: gutterCleaning,
  },
];
