import type { AreaContent } from "../schema";
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
];
