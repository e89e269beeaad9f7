import { inflateRawSync } from 'node:zlib';
import { bytesText } from '../limits';

/** Why a zip is refused: the message is the answer's (400 `invalid-package`). */
export class ZipRefused extends Error {}

/** The bounds of {@link unzipBounded}. */
export interface ZipBounds {
  /** Most bytes one entry may inflate to. */
  readonly maxEntryBytes: number;
  /** Most bytes all entries together may inflate to. */
  readonly maxTotalBytes: number;
  /** Most entries (directories included). */
  readonly maxEntries: number;
  /** Throws for an entry name that must not be read (called before anything is inflated). */
  readonly checkName: (name: string) => void;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Unzips with a limit on the bytes really inflated, per entry and in total (issue 22 item 4).
 *
 * The sizes a zip declares are never trusted: each entry is inflated by node's zlib with
 * `maxOutputLength`, which stops inflating as soon as the output passes the bound (within one 16 KB
 * chunk), so a 2 MB entry whose header says 100 bytes and which would inflate to 2 GB costs a few
 * milliseconds and is refused. The entries are found through the central directory (names checked and
 * counted before any byte is inflated); stored (0) and deflated (8) entries are read, anything else
 * (encryption, ZIP64, other methods, sizes that point outside the file) is refused.
 *
 * Why not fflate, the zip library the repository writes packages with: its `unzipSync` allocates and
 * inflates by the sizes the headers declare, and its streaming `Unzip` finds entries by scanning local
 * headers, not the central directory; zlib's own bound is native, exact and about three times faster.
 */
export function unzipBounded(bytes: Uint8Array, bounds: ZipBounds): Map<string, Buffer> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(buf);
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new ZipRefused('ZIP64 packages are not read');
  if (count > bounds.maxEntries)
    throw new ZipRefused(`The package holds more than ${bounds.maxEntries} entries`);
  if (cdOffset + cdSize > eocd) throw new ZipRefused('The package is not a readable zip');

  interface Entry {
    name: string;
    method: number;
    flags: number;
    compressedSize: number;
    declaredSize: number;
    localOffset: number;
  }
  const entries: Entry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CENTRAL)
      throw new ZipRefused('The package is not a readable zip');
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const flags = buf.readUInt16LE(p + 8);
    const name = buf.toString(flags & 0x800 ? 'utf8' : 'latin1', p + 46, p + 46 + nameLength);
    bounds.checkName(name);
    entries.push({
      name,
      method: buf.readUInt16LE(p + 10),
      flags,
      compressedSize: buf.readUInt32LE(p + 20),
      declaredSize: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }

  const out = new Map<string, Buffer>();
  let total = 0;
  for (const e of entries) {
    if (e.name.endsWith('/')) continue;
    if (e.flags & 0x1) throw new ZipRefused(`Entry ${e.name} is encrypted`);
    if (e.compressedSize === 0xffffffff || e.localOffset === 0xffffffff)
      throw new ZipRefused('ZIP64 packages are not read');
    const l = e.localOffset;
    if (l + 30 > buf.length || buf.readUInt32LE(l) !== LOCAL)
      throw new ZipRefused('The package is not a readable zip');
    const start = l + 30 + buf.readUInt16LE(l + 26) + buf.readUInt16LE(l + 28);
    const end = start + e.compressedSize;
    if (end > buf.length) throw new ZipRefused('The package is not a readable zip');
    const data = buf.subarray(start, end);
    // The bound is what this entry may still take: its own limit or what is left of the total.
    const room = Math.min(bounds.maxEntryBytes, bounds.maxTotalBytes - total);
    let content: Buffer;
    if (e.method === 0) content = data;
    else if (e.method === 8) {
      try {
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, room + 1) });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') content = tooLargeMarker;
        else throw new ZipRefused(`Entry ${e.name} does not inflate`);
      }
    } else throw new ZipRefused(`Entry ${e.name} uses compression method ${e.method}, which is not read`);
    if (content === tooLargeMarker || content.length > room) {
      // Said once the bound is reached: the header's size is named when it lied.
      const lied = e.declaredSize <= room ? ` (its header says ${bytesText(e.declaredSize)})` : '';
      if (bounds.maxTotalBytes - total < bounds.maxEntryBytes)
        throw new ZipRefused(`The package unpacks to more than ${bytesText(bounds.maxTotalBytes)}${lied}`);
      throw new ZipRefused(`Entry ${e.name} unpacks to more than ${bytesText(bounds.maxEntryBytes)}${lied}`);
    }
    total += content.length;
    out.set(e.name, content);
  }
  return out;
}

const tooLargeMarker = Buffer.alloc(0);

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes and may be followed by a comment of up to 65,535 bytes.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--)
    if (buf.readUInt32LE(i) === EOCD) return i;
  throw new ZipRefused('The package is not a readable zip');
}
