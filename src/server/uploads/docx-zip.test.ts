import { describe, expect, it } from 'vitest';
import { DOCX_ZIP_LIMITS, DocxTooLargeError, type DocxZipLimits, openDocxParts } from '#server/uploads/docx-zip';
import { bombDocxBytes, docxBytes, docxEntries, zipBytes } from '#tests/helpers/upload-fixtures';

const limits = (changes: Partial<DocxZipLimits>): DocxZipLimits => ({ ...DOCX_ZIP_LIMITS, ...changes });

describe('openDocxParts', () => {
  it('reads the parts asked for, as text or bytes', async () => {
    const parts = await openDocxParts(docxBytes());

    expect(parts.exists('word/document.xml')).toBe(true);
    expect(parts.exists('word/styles.xml')).toBe(false);
    expect(await parts.read('word/document.xml', 'utf-8')).toContain('<w:t>Hello</w:t>');
    expect(await parts.read('_rels/.rels')).toBeInstanceOf(Uint8Array);
    await expect(parts.read('word/styles.xml')).rejects.toThrow('no part word/styles.xml');
  });

  it('stops a part at its limit, counting the bytes inflated, not the size the zip declares', async () => {
    const parts = await openDocxParts(bombDocxBytes(2, 1_000), limits({ maxPartBytes: 1024 * 1024 }));

    await expect(parts.read('word/document.xml', 'utf-8')).rejects.toBeInstanceOf(DocxTooLargeError);
  });

  it('counts stored parts too, and every part read towards the total', async () => {
    const document = `<w:document>${'x'.repeat(3_700)}</w:document>`;
    const bytes = zipBytes(docxEntries({ data: document, deflate: false }));
    const parts = await openDocxParts(bytes, limits({ maxPartBytes: 4_000, maxTotalBytes: 4_000 }));

    await parts.read('[Content_Types].xml');
    await expect(parts.read('word/document.xml')).rejects.toThrow('the parts unpack to more than 4000 bytes');
  });

  it('refuses a zip of more entries than a document has', async () => {
    const entries = Array.from({ length: 10 }, (_, index) => ({ name: `word/media/${index}.xml`, data: '<a/>' }));
    const bytes = zipBytes([...docxEntries(), ...entries]);

    await expect(openDocxParts(bytes, limits({ maxEntries: 12 }))).rejects.toBeInstanceOf(DocxTooLargeError);
    await expect(openDocxParts(bytes, limits({ maxEntries: 13 }))).resolves.toBeDefined();
  });
});
