import { describe, expect, it } from 'vitest';
import { detectFileType, sanitizeFileName } from '#server/uploads/detect-file-type';
import {
  docxBytes,
  docxEntries,
  jpegBytes,
  pdfBytes,
  pngBytes,
  zipBombDocxBytes,
  zipBytes,
} from '#tests/helpers/upload-fixtures';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('detectFileType', () => {
  it.each([
    ['scan.pdf', pdfBytes(), 'application/pdf'],
    ['photo.jpg', jpegBytes(), 'image/jpeg'],
    ['photo.jpeg', jpegBytes(), 'image/jpeg'],
    ['Photo.JPEG', jpegBytes(), 'image/jpeg'],
    ['pixel.png', pngBytes(), 'image/png'],
    ['letter.docx', docxBytes(), DOCX_TYPE],
    ['my.letter.v2.docx', docxBytes(), DOCX_TYPE],
  ])('recognises %s by its content', async (name, content, mimeType) => {
    expect(await detectFileType(content, name)).toMatchObject({ mimeType });
  });

  it.each([
    ['a PNG named .pdf', pngBytes(), 'pixel.pdf'],
    ['a PDF named .docx', pdfBytes(), 'scan.docx'],
    ['a docx named .pdf', docxBytes(), 'letter.pdf'],
    ['a JPEG with a second extension after it', jpegBytes(), 'photo.jpg.exe'],
    ['a PNG without an extension', pngBytes(), 'pixel'],
    ['a PNG whose name only ends in "png"', pngBytes(), 'pixelpng'],
  ])('refuses %s: the extension must agree with the content', async (_case, content, name) => {
    expect(await detectFileType(content, name)).toBeNull();
  });

  it.each([
    ['HTML', '<!DOCTYPE html><html><script>alert(1)</script></html>', 'cat.png'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.png'],
    ['plain text', 'just words', 'notes.pdf'],
    ['nothing', '', 'empty.pdf'],
    ['a PNG signature cut short', pngBytes().subarray(0, 4), 'pixel.png'],
    ['a PDF signature without its dash', '%PDF1.4', 'scan.pdf'],
  ])('refuses %s whatever it is named', async (_case, content, name) => {
    expect(await detectFileType(Buffer.from(content), name)).toBeNull();
  });

  it('accepts a docx only when it holds both [Content_Types].xml and word/document.xml', async () => {
    const [contentTypes, rels, document] = docxEntries();
    if (!contentTypes || !rels || !document) throw new Error('fixture changed');

    expect(await detectFileType(zipBytes([contentTypes, rels, document]), 'a.docx')).not.toBeNull();
    expect(await detectFileType(zipBytes([rels, document]), 'a.docx')).toBeNull();
    expect(await detectFileType(zipBytes([contentTypes, rels]), 'a.docx')).toBeNull();
    expect(await detectFileType(zipBytes([{ name: 'readme.txt', data: 'hi' }]), 'a.docx')).toBeNull();
  });

  it('refuses a docx whose central directory declares a huge unpacked size (a zip bomb)', async () => {
    expect(await detectFileType(zipBombDocxBytes(), 'bomb.docx')).toBeNull();
  });

  it('refuses a docx with thousands of entries', async () => {
    const filler = Array.from({ length: 2_500 }, (_, index) => ({ name: `word/media/${index}.xml`, data: '' }));
    expect(await detectFileType(zipBytes([...docxEntries(), ...filler]), 'many.docx')).toBeNull();
  });

  it('counts entries, not names: thousands of entries under one name are refused too', async () => {
    const filler = Array.from({ length: 2_500 }, () => ({ name: 'word/media/same.xml', data: '' }));
    expect(await detectFileType(zipBytes([...docxEntries(), ...filler]), 'same.docx')).toBeNull();
  });

  it('refuses a broken zip that starts like one', async () => {
    const docx = docxBytes();
    expect(await detectFileType(docx.subarray(0, docx.length - 30), 'cut.docx')).toBeNull();
    expect(await detectFileType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'tiny.docx')).toBeNull();
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ann\\Desktop\\cv.docx', 'cv.docx'],
    ['/absolute/path/photo.jpg', 'photo.jpg'],
    ['line\r\nbreak\u0000\u0007\u001b\u007f.png', 'linebreak.png'],
    ['say "hello".pdf', 'say hello.pdf'],
    ['a<b>c|d:e*f?g.pdf', 'abcdefg.pdf'],
    ['  padded name.pdf  ', 'padded name.pdf'],
    ['Résumé – 2024 (final).pdf', 'Résumé – 2024 (final).pdf'],
    ['cv\u202Excod.pdf', 'cvxcod.pdf'],
    ['zero\u200Bwidth\u200D\u2060\uFEFF.png', 'zerowidth.png'],
    ['\u2067isolated\u2069 \u200Fmarks\u200E.jpg', 'isolated marks.jpg'],
    ['lone\uD800surrogate.pdf', 'lonesurrogate.pdf'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it.each(['', '   ', '""', '../', 'dir/', '\u0000\u0001'])('%j becomes "file"', (input) => {
    expect(sanitizeFileName(input)).toBe('file');
  });

  it('cuts a long name to 200 characters and keeps its extension', () => {
    const cut = sanitizeFileName(`${'b'.repeat(300)}.pdf`);
    expect(cut).toBe(`${'b'.repeat(196)}.pdf`);
  });

  it('never cuts a character in half', () => {
    const cut = sanitizeFileName(`${'😀'.repeat(250)}.png`);
    expect(Array.from(cut)).toHaveLength(200);
    expect(cut.endsWith('😀.png')).toBe(true);
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });
});
