import { screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { Composer } from '#client/features/chat/compose/components/composer';
import { draftKey, useDraft } from '#client/features/chat/compose/hooks/use-draft';
import { toggleModel } from '#client/features/chat/compose/utils/models-to-send';
import type { Ask } from '#client/features/chat/compose/utils/pair';
import { providers } from '#client/testing/chat/provider-fixtures';
import { renderWithProviders } from '#client/testing/render';
import type { Provider } from '#shared/constants';

interface Options {
  defaultModel?: Provider;
  disabled?: boolean;
  /** What the send answers: false is a failed send, which gives the text back as the chat session does. */
  sent?: boolean;
}

/**
 * The composer as the chat panel holds it: one draft per conversation, a send that empties the text,
 * and buttons "Open conversation 1" and "Open conversation 2" to switch.
 */
export function renderComposer({ defaultModel = 'openai', disabled = false, sent = true }: Options = {}) {
  // Called with the toggled models, or the whole ask when it names contestants.
  const onSend = vi.fn<(text: string, models: Provider[] | Ask, attachments: number[]) => void>();
  function Harness() {
    const [conversationId, setConversationId] = useState(1);
    const [value, setValue] = useDraft(draftKey(1, conversationId));
    const [chosen, setChosen] = useState<Provider[]>([]);
    return (
      <>
        <button type="button" onClick={() => setConversationId(1)}>
          Open conversation 1
        </button>
        <button type="button" onClick={() => setConversationId(2)}>
          Open conversation 2
        </button>
        <Composer
          value={value}
          onValueChange={setValue}
          onSend={(text, ask, attachments) => {
            onSend(text, 'models' in ask ? ask.models : ask, attachments);
            setValue('');
            if (!sent) setValue(text);
            return Promise.resolve(sent);
          }}
          providers={providers}
          defaultModel={defaultModel}
          chosen={chosen}
          onToggle={(provider) => setChosen((current) => toggleModel(current, provider))}
          disabled={disabled}
          conversationId={conversationId}
        />
      </>
    );
  }
  const user = renderWithProviders(<Harness />);
  return { onSend, user, textbox: screen.getByPlaceholderText('Type your message...') };
}
