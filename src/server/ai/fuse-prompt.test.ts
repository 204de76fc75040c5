import { describe, expect, it } from 'vitest';
import { FUSE_REQUEST, firstSideOf, fuseRequest, fuseTurns } from '#server/ai/fuse-prompt';

describe('the fuse request', () => {
  it('holds the question and both answers, labelled by position alone, and asks for one answer', () => {
    const request = fuseRequest('Why is the sky blue?', 'Rayleigh scattering.', 'Because of the air.');
    expect(request.startsWith(FUSE_REQUEST)).toBe(true);
    expect(request).toContain('<question>\nWhy is the sky blue?\n</question>');
    expect(request).toContain('<answer_1>\nRayleigh scattering.\n</answer_1>');
    expect(request).toContain('<answer_2>\nBecause of the air.\n</answer_2>');
    expect(request.indexOf('<answer_1>')).toBeLessThan(request.indexOf('<answer_2>'));
    expect(request).toMatch(/single best answer/);
    // No vendor is named: the answers' authors are unknown to the model that merges them.
    expect(request).not.toMatch(/OpenAI|Claude|Gemini|side/i);
  });

  it('puts neither side always first: the order follows the question, the same on every retry', () => {
    expect([firstSideOf(2), firstSideOf(3), firstSideOf(4), firstSideOf(5)]).toEqual(['a', 'b', 'a', 'b']);
    const texts = { question: 'Q', a: 'side a says', b: 'side b says' };
    const [even] = fuseTurns(10, texts);
    const [odd] = fuseTurns(11, texts);
    expect(even?.role).toBe('user');
    expect(even?.content).toContain('<answer_1>\nside a says\n</answer_1>');
    expect(odd?.content).toContain('<answer_1>\nside b says\n</answer_1>');
    expect(fuseTurns(11, texts)).toEqual(fuseTurns(11, texts));
  });
});
