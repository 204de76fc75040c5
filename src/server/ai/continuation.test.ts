import { describe, expect, it } from 'vitest';
import { ContinuedText, joinContinuation } from '#server/ai/continuation';

describe('joinContinuation', () => {
  it.each([
    ['mid-wo', 'rd and on', 'mid-word and on'],
    ['the ', 'end', 'the end'],
    ['the', ' end', 'the end'],
    ['the ', ' end', 'the end'],
    ['a list:\n', '\n- one', 'a list:\n- one'],
    ['a list:\n', '\n\n- one', 'a list:\n\n- one'],
    ['a list:\n\n', ' - one', 'a list:\n\n- one'],
    ['', '  as it is', '  as it is'],
  ])('joins %j and %j with their whitespace said once', (before, after, joined) => {
    expect(joinContinuation(before, after)).toBe(joined);
  });
});

describe('ContinuedText', () => {
  /** The text shown once every piece has been added, and each step's text. */
  function stream(before: string, pieces: string[]) {
    const text = new ContinuedText(before);
    let shown = text.begin();
    const steps = [shown];
    for (const piece of pieces) {
      shown += text.add(piece);
      steps.push(shown);
    }
    return { shown, steps, text };
  }

  it('shows the cut-off text first, then grows into the joined text', () => {
    const { shown, steps, text } = stream('the ', [' ', ' end', ' of it']);
    expect(steps).toEqual(['the', 'the', 'the  end', 'the  end of it']);
    expect(shown).toBe(text.joined());
    expect(text.added).toBe('  end of it');
  });

  it('passes the pieces of any other reply through as they are', () => {
    const { steps, text } = stream('', [' Hello', ' world']);
    expect(steps).toEqual(['', ' Hello', ' Hello world']);
    expect(text.joined()).toBe(' Hello world');
  });

  it('starts again with each provider call', () => {
    const text = new ContinuedText('go');
    text.begin();
    text.add('ne');
    expect(text.begin()).toBe('go');
    expect(text.add(' on')).toBe(' on');
    expect(text.joined()).toBe('go on');
  });
});
