/*
 * The PDF worker thread's one task (docs/decisions/0156): lay out a document. Piscina runs this
 * module in its threads; the server build emits it as a file of its own (vite.config.ts), and
 * from source (tests, `npm run dev`) Node runs it as TypeScript, hence the extension below.
 */
import { layOutPdf, type PdfDocumentContent } from "./pdf-layout.server.ts";

export default async function layOut(content: PdfDocumentContent): Promise<Uint8Array> {
  return new Uint8Array(await layOutPdf(content));
}
