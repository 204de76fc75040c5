import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModelChoice } from '#client/features/chat/compose/hooks/use-model-choice';
import type { Provider } from '#shared/constants';

interface Props {
  conversationId: number | null;
  lastAsked?: Provider[] | null;
  askBoth?: boolean;
}

function renderChoice(initial: Props) {
  return renderHook(
    ({ conversationId, lastAsked, askBoth = false }: Props) => useModelChoice({ conversationId, lastAsked, askBoth }),
    { initialProps: initial },
  );
}

describe('useModelChoice', () => {
  it('starts a new conversation from the preference: both with "Both", else none (the default answers)', () => {
    expect(renderChoice({ conversationId: null, askBoth: true }).result.current.chosen).toEqual(['openai', 'claude']);
    expect(renderChoice({ conversationId: null, askBoth: false }).result.current.chosen).toEqual([]);
  });

  it('restores the toggles a conversation last asked, whatever the preference', () => {
    const { result, rerender } = renderChoice({ conversationId: 4, lastAsked: ['claude'], askBoth: true });
    expect(result.current.chosen).toEqual(['claude']);
    rerender({ conversationId: 5, lastAsked: ['openai', 'claude'] });
    expect(result.current.chosen).toEqual(['openai', 'claude']);
    // Never asked anything yet: the preference.
    rerender({ conversationId: 6, lastAsked: null, askBoth: true });
    expect(result.current.chosen).toEqual(['openai', 'claude']);
  });

  it('remembers what was toggled in each conversation while switching between them', () => {
    const { result, rerender } = renderChoice({ conversationId: 4, lastAsked: ['openai'] });
    act(() => result.current.toggle('claude'));
    expect(result.current.chosen).toEqual(['openai', 'claude']);
    rerender({ conversationId: 5, lastAsked: ['claude'] });
    expect(result.current.chosen).toEqual(['claude']);
    rerender({ conversationId: 4, lastAsked: ['openai'] });
    expect(result.current.chosen).toEqual(['openai', 'claude']);
  });

  it('keeps a new conversation’s toggles once its first send creates it, and starts the next from the preference', () => {
    const { result, rerender } = renderChoice({ conversationId: null, askBoth: true });
    act(() => result.current.toggle('openai'));
    expect(result.current.chosen).toEqual(['claude']);
    act(() => result.current.adopt(9));
    // Not listed yet: the conversation's last-asked providers are unknown.
    rerender({ conversationId: 9, lastAsked: undefined, askBoth: true });
    expect(result.current.chosen).toEqual(['claude']);
    rerender({ conversationId: null, askBoth: true });
    expect(result.current.chosen).toEqual(['openai', 'claude']);
  });

  it('forgets the toggles of a new conversation left unsent', () => {
    const { result, rerender } = renderChoice({ conversationId: null });
    act(() => result.current.toggle('claude'));
    rerender({ conversationId: 3, lastAsked: ['openai'] });
    rerender({ conversationId: null });
    expect(result.current.chosen).toEqual([]);
  });
});
