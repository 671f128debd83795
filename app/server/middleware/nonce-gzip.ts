import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

/**
 * Gzip for a page whose only bytes that change between requests are its CSP nonce. The
 * text between the nonces is compressed once; each request then writes its own nonce in as
 * stored (uncompressed) deflate blocks and adds the checksum, which costs about a hundredth
 * of compressing the page again.
 *
 * Each piece is a raw deflate run ending with a sync flush (byte-aligned, not final),
 * compressed with the text before it as its dictionary, so the result is nearly as small as
 * compressing the page in one go. In that dictionary the nonce holes are NUL bytes. An
 * HTML page never contains NUL, so no back-reference can reach into a hole, whatever
 * nonce fills it later.
 */
export interface NonceGzip {
  /** The page's bytes cut where its nonce stood. */
  pieces: Buffer[];
  deflated: Buffer[];
}

const WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const deflateRawAsync = promisify(deflateRaw);

/** Compresses the pieces, off the event loop; undefined when the page cannot be handled so. */
export async function prepareNonceGzip(pieces: Buffer[], nonceLength: number): Promise<NonceGzip | undefined> {
  if (pieces.some((piece) => piece.includes(0))) return undefined;
  const hole = Buffer.alloc(nonceLength);
  const withHoles = Buffer.concat(pieces.flatMap((piece, i) => (i === 0 ? [piece] : [hole, piece])));
  let start = 0;
  const deflated = await Promise.all(
    pieces.map((piece, i) => {
      if (i > 0) start += pieces[i - 1].length + nonceLength;
      const dictionary = withHoles.subarray(Math.max(0, start - WINDOW), start);
      return deflateRawAsync(piece, { finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary.length ? { dictionary } : {}) });
    }),
  );
  return { pieces, deflated };
}

function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5); // BFINAL 0, BTYPE 00 (stored), then LEN and its complement
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/** The whole page, gzipped, with `nonce` in every hole. */
export function gzipWithNonce(page: NonceGzip, nonce: Buffer): Buffer {
  const nonceBlock = storedBlock(nonce);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      chunks.push(nonceBlock);
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    chunks.push(page.deflated[i]);
    crc = crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([...chunks, FINAL_EMPTY_BLOCK, trailer]);
}

/** The whole page, uncompressed, with `nonce` in every hole. */
export function plainWithNonce(page: NonceGzip, nonce: Buffer): Buffer {
  return Buffer.concat(page.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [nonce, piece])));
}
