import { constants, deflateRawSync } from 'node:zlib';

/**
 * A valid specification of about `bytes` bytes: Number and Text pairs, each Text's label a formula on its
 * Number (the designer bench's shape), so the core has real work: parse, check every formula, analyse.
 */
export function bigSpec(bytes: number, title = 'Big form'): string {
  const out = [
    'Metadata:',
    '  lang: en',
    `  title: ${title}`,
    '  description: A long form.',
    '  versionMajor: 1',
    '  versionMinor: 0',
    'ReportOutput:',
    "  - text: '{n1}'",
    'Components:',
  ];
  let size = out.join('\n').length;
  for (let i = 1; size < bytes; i++) {
    const pair = [
      '  - Number:',
      `      id: n${i}`,
      `      label: Number ${i}`,
      '  - Text:',
      `      id: t${i}`,
      `      label: '=n${i}'`,
    ];
    out.push(...pair);
    size += pair.join('\n').length + 1;
  }
  return `${out.join('\n')}\n`;
}

/** A zip of the given entries, deflated, written by hand so a test can make its headers lie. */
export function handZip(
  entries: readonly {
    name: string;
    data?: Uint8Array;
    /** The entry's deflated bytes as they are (instead of `data`). */
    deflated?: Buffer;
    declaredSize?: number;
    stored?: boolean;
  }[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = e.data ?? new Uint8Array();
    const body = e.deflated ?? (e.stored ? Buffer.from(data) : deflateRawSync(data));
    const name = Buffer.from(e.name, 'utf8');
    const declared = e.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(e.stored ? 0 : 8, 8);
    local.writeUInt32LE(0, 14); // CRC: not checked by the reader (the size bound is what matters)
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(e.stored ? 0 : 8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/**
 * Deflated bytes that inflate to `mb` megabytes of zeros, made without ever holding them: one megabyte
 * deflated with a sync flush (a byte-aligned, non-final block) repeated, then an empty final block. The
 * attack run's bomb: 2,048 of them are a 2 MB entry that inflates to 2 GB.
 */
export function zeroBomb(mb: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(mb).fill(block), deflateRawSync(Buffer.alloc(0))]);
}
