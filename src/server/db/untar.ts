import fs from 'node:fs';
import path from 'node:path';

const BLOCK = 512;
const FILE_TYPES = new Set([0, 0x30]); // NUL (old tar) or '0'
const FOLDER_TYPE = 0x35; // '5'

function text(header: Buffer, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
}

function octal(header: Buffer, start: number, length: number): number {
  const value = text(header, start, length).trim();
  if (!/^[0-7]+$/.test(value)) throw new Error(`tar: a header field is not a number (${JSON.stringify(value)})`);
  return Number.parseInt(value, 8);
}

/** The header's bytes summed with its own checksum field counted as spaces, as tar computes it. */
function checksum(header: Buffer): number {
  let sum = 8 * 0x20;
  for (let index = 0; index < BLOCK; index++) if (index < 148 || index >= 156) sum += header[index] as number;
  return sum;
}

/** `name` under `dir`, refusing one that would leave it (an absolute name is taken from `dir`). */
function inside(dir: string, name: string): string {
  const target = path.resolve(dir, `.${path.posix.sep}${name}`);
  if (target !== dir && !target.startsWith(`${dir}${path.sep}`)) throw new Error(`tar: ${name} leaves the folder`);
  return target;
}

/**
 * Writes the files and folders of a ustar archive under `dir`: the format of PGlite's
 * `dumpDataDir` (names rooted at "/", regular files and folders only). Anything else, a bad
 * checksum or a short archive throws: the caller drops what was written.
 */
export function extractTar(archive: Buffer, dir: string): void {
  const root = path.resolve(dir);
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return;
    if (checksum(header) !== octal(header, 148, 8)) throw new Error(`tar: bad header checksum at byte ${offset}`);
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const size = octal(header, 124, 12);
    const type = header[156] as number;
    const target = inside(root, name);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error(`tar: ${name} is cut short`);
    if (type === FOLDER_TYPE) {
      fs.mkdirSync(target, { recursive: true, mode: 0o750 });
    } else if (FILE_TYPES.has(type)) {
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o750 });
      fs.writeFileSync(target, archive.subarray(start, start + size), { mode: octal(header, 100, 8) & 0o777 });
    } else {
      throw new Error(`tar: ${name} is neither a file nor a folder (type ${String.fromCharCode(type)})`);
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('tar: the archive ends without its end blocks');
}
