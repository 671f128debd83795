import { LICENCE_INFO } from "./licences";
import type { PublicTradie } from "./types";
import { photoUrl } from "~/features/uploads/photos";

/** A tradie profile as schema.org Person: their trades, areas, photo and licences, working for the business. */
export function tradieJsonLd(tradie: PublicTradie, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${origin}/tradie/${tradie.id}#person`,
    name: tradie.name,
    url: `${origin}/tradie/${tradie.id}`,
    jobTitle: tradie.trades.join(", "),
    knowsAbout: tradie.trades,
    ...(tradie.photoId ? { image: `${origin}${photoUrl(tradie.photoId, 512)}` } : {}),
    worksFor: { "@id": `${origin}/#business` },
    areaServed: tradie.areas.map((a) => ({ "@type": "Place", name: `${a}, Auckland` })),
    description: tradie.bio,
    hasCredential: tradie.licences.map((l) => ({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "license",
      name: LICENCE_INFO[l.kind].name,
      identifier: l.number,
      recognizedBy: { "@type": "Organization", name: LICENCE_INFO[l.kind].name },
    })),
  };
}
