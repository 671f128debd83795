import {
  Armchair,
  Bath,
  ChefHat,
  CloudRain,
  Droplets,
  Hammer,
  House,
  PaintRoller,
  Sparkles,
  SprayCan,
  Sprout,
  ThermometerSun,
  Trash2,
  Trees,
  Wrench,
  Zap,
  type LucideIconData,
} from "@lucide/icons";
import { Icon } from "~/components/ui/icon";

/** The icons services may use; named so that the catalogue (and admins) can pick one. */
export const SERVICE_ICONS: Record<string, LucideIconData> = {
  armchair: Armchair,
  bath: Bath,
  "chef-hat": ChefHat,
  "cloud-rain": CloudRain,
  droplets: Droplets,
  hammer: Hammer,
  house: House,
  "paint-roller": PaintRoller,
  sparkles: Sparkles,
  "spray-can": SprayCan,
  sprout: Sprout,
  "thermometer-sun": ThermometerSun,
  "trash-2": Trash2,
  trees: Trees,
  wrench: Wrench,
  zap: Zap,
};

export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  return <Icon icon={SERVICE_ICONS[name] ?? Wrench} className={className} />;
}
