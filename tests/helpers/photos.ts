import sharp from "sharp";
import { processPhoto } from "~/features/uploads/process-photo.server";

/** A plain photo of one colour, checked and re-encoded as an upload is: its web sizes, ready to store. */
export async function photoVariants(colour: string, width = 800, height = 600) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const processed = await processPhoto({ bytes: new Uint8Array(bytes) }, 25_000_000);
  if (!processed.ok) throw new Error(processed.message);
  return processed.variants;
}
