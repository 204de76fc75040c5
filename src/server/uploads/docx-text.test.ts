import { describe, expect, it } from 'vitest';
import { detectFileType } from '#server/uploads/detect-file-type';
import { docxText } from '#server/uploads/docx-text';
import { docxWithText } from '#tests/helpers/attachments';
import { withEventLoopWatched } from '#tests/helpers/event-loop-hold';
import { bombDocxBytes } from '#tests/helpers/upload-fixtures';

const MB = 1024 * 1024;
const mainThreadBytes = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/**
 * Reads the document while this thread samples its own memory: what the reading cost this thread
 * (the longest its event loop was held, and its growth), beside what it gave.
 */
async function readWatched(bytes: Buffer) {
  const start = mainThreadBytes();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, mainThreadBytes());
  }, 5);
  try {
    const { result: reading, heldMs } = await withEventLoopWatched(() => docxText(bytes, 96_000));
    peak = Math.max(peak, mainThreadBytes());
    return { reading, heldMs, grew: peak - start };
  } finally {
    clearInterval(sampler);
  }
}

describe('docxText', () => {
  it("reads a Word document's text", async () => {
    expect(await docxText(docxWithText('Dear Ada'), 96_000)).toEqual({ kind: 'text', text: 'Dear Ada', cut: false });
    expect(await docxText(docxWithText('abcdefghij'), 4)).toEqual({ kind: 'text', text: 'abcd', cut: true });
  });

  it('says a broken document could not be read', async () => {
    expect(await docxText(Buffer.from('not a zip'), 96_000)).toEqual({ kind: 'unreadable' });
  });

  it('stops a bomb that passed the upload check at the limits, elsewhere than this thread', async () => {
    // 20 MB of XML in about 70 KB, honest about its size: under the upload's 50 MB, so it is stored.
    const bomb = bombDocxBytes(20);
    expect(await detectFileType(bomb, 'report.docx')).not.toBeNull();

    const { reading, heldMs, grew } = await readWatched(bomb);

    // Read on this thread, mammoth held it for 7–9 s and took 1.5 GB of its heap.
    expect(heldMs).toBeLessThan(1_000);
    expect(grew).toBeLessThan(5 * MB);
    expect(reading).toEqual({ kind: 'too-large' });
  });

  it('stops a zip that claims its document is small by counting what comes out', async () => {
    const liar = bombDocxBytes(20, 1_000);
    expect(await detectFileType(liar, 'report.docx')).not.toBeNull();

    const { reading, grew } = await readWatched(liar);

    expect(grew).toBeLessThan(5 * MB);
    expect(reading).toEqual({ kind: 'too-large' });
  });
});
