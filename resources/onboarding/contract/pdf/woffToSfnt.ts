/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps (W3C WOFF §4-5): fontkit reads
 * WOFF, but inflates tables again on every glyph lookup, which makes laying out Chinese take
 * minutes; the plain file takes milliseconds. Uses the platform's DecompressionStream (zlib).
 */
export async function woffToSfnt(woff: ArrayBuffer): Promise<ArrayBuffer> {
  const view = new DataView(woff);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not "wOFF": already plain
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const entries = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    return {
      tag: view.getUint32(at),
      offset: view.getUint32(at + 4),
      compLength: view.getUint32(at + 8),
      origLength: view.getUint32(at + 12),
      checksum: view.getUint32(at + 16),
    };
  });
  const tables = await Promise.all(
    entries.map(async (entry) => {
      const packed = new Uint8Array(woff, entry.offset, entry.compLength);
      return entry.compLength < entry.origLength ? inflate(packed) : packed.slice();
    }),
  );
  const headerSize = 12 + count * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.length), headerSize);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  const searchRange = 2 ** Math.floor(Math.log2(count)) * 16;
  outView.setUint32(0, flavor);
  outView.setUint16(4, count);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, Math.floor(Math.log2(count)));
  outView.setUint16(10, count * 16 - searchRange);
  let offset = headerSize;
  entries.forEach((entry, index) => {
    const table = tables[index] as Uint8Array;
    const record = 12 + index * 16;
    outView.setUint32(record, entry.tag);
    outView.setUint32(record + 4, entry.checksum);
    outView.setUint32(record + 8, offset);
    outView.setUint32(record + 12, table.length);
    out.set(table, offset);
    offset += padded(table.length);
  });
  return out.buffer;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
