import type { AreaContent } from "../schema";
import aucklandCentral from "./area-content/auckland-central";
import eastAuckland from "./area-content/east-auckland";
import northShore from "./area-content/north-shore";
import southAuckland from "./area-content/south-auckland";
import westAuckland from "./area-content/west-auckland";

export interface SeedArea {
  slug: string;
  name: string;
  path: string;
  suburbs: string[];
  content: AreaContent;
}

/** Central suburbs, with the spellings people type (Mt and Mount, CBD and City Centre). */
const AUCKLAND_CENTRAL_SUBURBS = [
  "Auckland CBD",
  "CBD",
  "Auckland Central",
  "City Centre",
  "Ponsonby",
  "Grey Lynn",
  "Herne Bay",
  "St Marys Bay",
  "Freemans Bay",
  "Westmere",
  "Parnell",
  "Newmarket",
  "Grafton",
  "Eden Terrace",
  "Newton",
  "Arch Hill",
  "Kingsland",
  "Morningside",
  "Mt Eden",
  "Mount Eden",
  "Epsom",
  "Remuera",
  "Mt Albert",
  "Mount Albert",
  "Sandringham",
  "Point Chevalier",
  "Western Springs",
  "Balmoral",
];

export const SEED_AREAS: SeedArea[] = [
  {
    slug: "north-shore",
    name: "North Shore",
    path: "/north-shore",
    suburbs: ["Takapuna", "Milford", "Devonport", "Northcote", "Birkenhead", "Glenfield", "Browns Bay", "Albany", "Greenhithe"],
    content: northShore,
  },
  {
    slug: "west-auckland",
    name: "West Auckland",
    path: "/west-auckland",
    suburbs: ["Henderson", "New Lynn", "Glen Eden", "Titirangi", "Te Atatū", "Massey", "Swanson", "Hobsonville"],
    content: westAuckland,
  },
  {
    slug: "south-auckland",
    name: "South Auckland",
    path: "/south-auckland",
    suburbs: ["Māngere", "Ōtāhuhu", "Ōtara", "Papatoetoe", "Manukau", "Manurewa", "Takanini", "Papakura"],
    content: southAuckland,
  },
  {
    slug: "east-auckland",
    name: "East Auckland",
    path: "/east-auckland",
    suburbs: ["Howick", "Pakuranga", "Botany", "Dannemora", "Bucklands Beach", "Half Moon Bay", "Beachlands", "Flat Bush"],
    content: eastAuckland,
  },
  {
    slug: "auckland-central",
    name: "Auckland Central",
    path: "/auckland-central",
    suburbs: AUCKLAND_CENTRAL_SUBURBS,
    content: aucklandCentral,
  },
];
