import { describe, expect, it } from 'vitest';
import { IMAGE_COST_CHARS } from '#server/ai/file-costs';
import { buildThread, fileCostChars, HISTORY_BUDGET_CHARS } from '#server/ai/prompt';
import type { Sender } from '#shared/api/messages';
import { historyMessage } from '#tests/helpers/history-messages';

describe('buildThread with files', () => {
  const file = (name: string, mimeType: string, size = 100) => ({ name, mimeType, size, storageKey: `key-${name}` });
  const png = file('photo.png', 'image/png');
  const pdf = file('report.pdf', 'application/pdf', 40_000);
  const docx = file('letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 2_000);
  const withFiles = (sender: Sender, content: string, files: ReturnType<typeof file>[]) => ({
    ...historyMessage(sender, content),
    files,
  });

  it('sends each user message’s files in order with its turn, joined turns keeping them all', () => {
    const history = [withFiles('user', 'Q1', [png, pdf]), withFiles('user', 'Q2', [docx])];

    expect(buildThread(history, 'a', history[1]?.id ?? 0)).toEqual([
      {
        role: 'user',
        content: 'Q1\n\nQ2',
        files: [
          { kind: 'send', file: png },
          { kind: 'send', file: pdf },
          { kind: 'send', file: docx },
        ],
      },
    ]);
  });

  it('gives a model that cannot read a kind of file its name instead; documents always go as text', () => {
    const history = [withFiles('user', 'Look', [png, pdf, docx])];

    const [turn] = buildThread(history, 'a', history[0]?.id ?? 0, HISTORY_BUDGET_CHARS, {
      images: false,
      pdfs: false,
    });
    expect(turn?.files).toEqual([
      { kind: 'name-only', file: png, cannotRead: 'images' },
      { kind: 'name-only', file: pdf, cannotRead: 'pdfs' },
      { kind: 'send', file: docx },
    ]);
  });

  it('counts files against the budget by their documented cost', () => {
    expect(fileCostChars({ kind: 'send', file: png })).toBe(IMAGE_COST_CHARS);
    expect(fileCostChars({ kind: 'send', file: { ...pdf, size: 1_000 } })).toBe(IMAGE_COST_CHARS);
    expect(fileCostChars({ kind: 'send', file: { ...pdf, size: 400_000 } })).toBe(100_000);
    expect(fileCostChars({ kind: 'send', file: docx })).toBe(2_000);
    expect(fileCostChars({ kind: 'note', text: 'twelve chars' })).toBe(12);
  });

  it('drops an old turn’s files before its words, and says so in one line at the start', () => {
    const history = [
      withFiles('user', 'What does this say?', [pdf]), // 10,000 characters for the PDF
      historyMessage('openai', 'It says hello.'),
      historyMessage('user', 'And in French?'),
    ];

    const thread = buildThread(history, 'a', history[2]?.id ?? 0, 1_000);

    expect(thread).toEqual([
      {
        role: 'user',
        content: 'What does this say?',
        files: [
          {
            kind: 'note',
            text: "[File report.pdf was attached earlier; it is no longer part of this conversation's context.]",
          },
        ],
      },
      { role: 'assistant', content: 'It says hello.' },
      { role: 'user', content: 'And in French?' },
    ]);
  });

  it('names files of turns dropped whole in the line, and keeps the files of the message answered', () => {
    const history = [
      withFiles('user', 'x'.repeat(500), [png]),
      historyMessage('openai', 'y'.repeat(500)),
      withFiles('user', 'Now this one', [pdf]),
    ];

    const thread = buildThread(history, 'a', history[2]?.id ?? 0, 100);

    expect(thread).toEqual([
      {
        role: 'user',
        content: 'Now this one',
        files: [
          {
            kind: 'note',
            text: "[File photo.png was attached earlier; it is no longer part of this conversation's context.]",
          },
          { kind: 'send', file: pdf },
        ],
      },
    ]);
  });

  it('keeps files of earlier turns while they fit', () => {
    const history = [withFiles('user', 'Q1', [png]), historyMessage('claude', 'A1'), historyMessage('user', 'Q2')];

    expect(buildThread(history, 'b', history[2]?.id ?? 0)[0]?.files).toEqual([{ kind: 'send', file: png }]);
  });
});
