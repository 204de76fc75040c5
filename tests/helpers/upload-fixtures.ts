import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** Real, minimal files of each accepted type, built here so that no binary lives in the repository. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 red PNG. */
export function pngBytes(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/** An 8×8 mid-grey baseline JPEG: one block whose only coefficient is a zero DC difference. */
export function jpegBytes(): Buffer {
  const oneCodeTable = [1, ...new Array(15).fill(0), 0]; // a single 1-bit code for symbol 0
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...oneCodeTable, 0x10, ...oneCodeTable]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f, // DC "0" (no difference), AC "0" (end of block), padded with ones
    0xff,
    0xd9,
  ]);
}

/** A one-page PDF with a correct cross-reference table. */
export function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  deflate?: boolean;
  /** What the central directory claims the entry unpacks to, when it should lie (a zip bomb). */
  declaredSize?: number;
}

/** A plain zip writer: local headers, data, central directory, end record. */
export function zipBytes(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data);
    const stored = entry.deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, 'utf8');
    const fields = (header: Buffer, at: number, unpacked: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0, at + 2); // flags
      header.writeUInt16LE(entry.deflate ? 8 : 0, at + 4);
      header.writeUInt32LE(0x21, at + 6); // 1980-01-01 00:00
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(stored.length, at + 14);
      header.writeUInt32LE(unpacked, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4, data.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    fields(central, 6, entry.declaredSize ?? data.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>`;

/** The three parts of a minimal Word document; override one to make a broken or hostile one. */
export function docxEntries(document: Partial<ZipEntry> = {}): ZipEntry[] {
  return [
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: '_rels/.rels', data: RELS },
    { name: 'word/document.xml', data: DOCUMENT, deflate: true, ...document },
  ];
}

export function docxBytes(): Buffer {
  return zipBytes(docxEntries());
}

/** A deflated document.xml whose central directory claims it unpacks to about 4 GB. */
export function zipBombDocxBytes(): Buffer {
  return zipBytes(docxEntries({ declaredSize: 0xf0000000 }));
}

export interface MultipartPart {
  name: string;
  content: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body written out by hand, so file names reach the server exactly as given. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----pairwise-test-boundary-7MA4YWxkTrZu0gW';
  const chunks = parts.flatMap((part) => {
    let disposition = `form-data; name="${part.name}"`;
    if (part.filename !== undefined) disposition += `; filename="${part.filename.replace(/["\\]/g, '\\$&')}"`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`;
    return [Buffer.from(head, 'utf8'), Buffer.from(part.content), Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The usual single-file upload body. */
export function fileUpload(filename: string, content: Buffer | string, contentType = 'application/octet-stream') {
  return multipart([{ name: 'file', filename, content, contentType }]);
}

const BOMB_PARAGRAPH = '<w:p><w:r><w:t>All work and no play makes a dull document.</w:t></w:r></w:p>';

/**
 * A genuine Word document whose document.xml unpacks to about `unpackedMb` MB of short repeated
 * paragraphs, deflated to a small fraction of that. With `declaredSize`, the central directory
 * claims document.xml unpacks to that many bytes instead (a zip that lies about its sizes).
 */
export function bombDocxBytes(unpackedMb: number, declaredSize?: number): Buffer {
  const paragraphs = Math.ceil((unpackedMb * 1024 * 1024) / BOMB_PARAGRAPH.length);
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${BOMB_PARAGRAPH.repeat(paragraphs)}</w:body></w:document>`;
  return zipBytes(docxEntries({ data: document, declaredSize }));
}
