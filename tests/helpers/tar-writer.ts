const BLOCK = 512;

export interface TarEntry {
  name: string;
  body: string;
  /** '0' a file (the default), '5' a folder, anything else as tar spells it. */
  type?: string;
  mode?: number;
}

function header(entry: TarEntry, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const put = (text: string, at: number) => block.write(text, at, 'utf8');
  put(entry.name, 0);
  put(`${(entry.mode ?? 0o644).toString(8).padStart(7, '0')}\0`, 100);
  put('0000000\0', 108);
  put('0000000\0', 116);
  put(`${size.toString(8).padStart(11, '0')}\0`, 124);
  put('00000000000\0', 136);
  put(entry.type ?? '0', 156);
  put('ustar\0', 257);
  put('00', 263);
  put(' '.repeat(8), 148);
  const sum = block.reduce((total, byte) => total + byte, 0);
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

/** A ustar archive of `entries`, for tests of what reads one (src/server/db/untar.ts). */
export function tarOf(entries: TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body);
    parts.push(header(entry, body.length), body, Buffer.alloc((BLOCK - (body.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(parts);
}
