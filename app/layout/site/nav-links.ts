export const MAIN_NAV = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/about", label: "About" },
  { to: "/our-tradies", label: "Our Tradies" },
  { to: "/join-as-tradie", label: "Join as Tradie" },
  { to: "/contact", label: "Contact" },
] as const;
