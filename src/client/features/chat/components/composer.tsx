import { ArrowUp, Bold, Code } from 'lucide-react';
import { type Dispatch, type KeyboardEvent, type SetStateAction, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { FileChips } from '#client/features/chat/components/file-chips';
import { ModelToggles } from '#client/features/chat/components/model-toggles';
import { ToolbarButton } from '#client/features/chat/components/toolbar-button';
import { UploadButton } from '#client/features/chat/components/upload-button';
import { useFileUpload } from '#client/features/chat/hooks/use-file-upload';
import { useTextFormatting } from '#client/features/chat/hooks/use-text-formatting';
import { addFileTag, hasFileTag, removeFileTag } from '#client/features/chat/utils/file-tags';
import { modelsToSend, toggleModel } from '#client/features/chat/utils/models-to-send';
import type { ProviderOption } from '#client/features/chat/utils/provider-options';
import { toastAvoid } from '#client/lib/toast-avoid';
import type { Provider } from '#shared/constants';

export interface ComposerProps {
  value: string;
  onValueChange: Dispatch<SetStateAction<string>>;
  /** SPEC §7: the text and the models to ask (chosen, else the default, else none). */
  onSend(text: string, models: Provider[]): void;
  providers: ProviderOption[];
  defaultModel: Provider;
  /** Nothing can be typed or sent (there is no conversation to send to). */
  disabled?: boolean;
  /** The open conversation (null for a new one): the message box takes the focus whenever it changes. */
  conversationId?: number | null;
}

/** The message box's id, for the "Skip to message box" link. */
export const MESSAGE_BOX_ID = 'message-box';

// The toolbar's buttons must not take the focus, or the textarea would lose its selection.
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/** SPEC §2's composer: model toggles, the text, upload, bold, code and send. */
export function Composer(props: ComposerProps) {
  const { value, onValueChange, onSend, providers, defaultModel, disabled = false, conversationId = null } = props;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [chosen, setChosen] = useState<Provider[]>([]);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const format = useTextFormatting(textareaRef, value, onValueChange);
  const upload = useFileUpload((name) => {
    setUploaded((names) => (names.includes(name) ? names : [...names, name]));
    onValueChange((text) => addFileTag(text, name));
  });
  // A chip lasts as long as its tag: sending, switching conversation or deleting the tag removes it.
  const chips = uploaded.filter((name) => hasFileTag(value, name));
  const blank = value.trim() === '';

  // An opened conversation is ready to type in. Not on touch screens, where the focus would bring
  // up the on-screen keyboard over the conversation just opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the conversation changes.
  useEffect(() => {
    if (disabled || window.matchMedia?.('(pointer: coarse)').matches) return;
    textareaRef.current?.focus();
  }, [conversationId, disabled]);

  function submit() {
    if (blank || disabled) return;
    onSend(value, modelsToSend(chosen, defaultModel));
    setUploaded([]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter that confirms an IME composition) stays in the text.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function removeFile(name: string) {
    setUploaded((names) => names.filter((item) => item !== name));
    onValueChange((text) => removeFileTag(text, name));
    textareaRef.current?.focus();
  }

  return (
    <form
      {...toastAvoid.composer}
      aria-label="Message composer"
      className="border-t bg-background px-3 py-3 sm:px-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {/* A disabled fieldset disables every control inside it, toggles and upload included. */}
      <fieldset disabled={disabled} className="mx-auto min-w-0 max-w-3xl space-y-2">
        <ModelToggles
          options={providers}
          chosen={chosen}
          defaultModel={defaultModel}
          onToggle={(provider) => setChosen((current) => toggleModel(current, provider))}
        />
        <div className="rounded-xl border bg-card shadow-xs transition-colors focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50">
          {chips.length > 0 && <FileChips names={chips} onRemove={removeFile} />}
          <Textarea
            ref={textareaRef}
            id={MESSAGE_BOX_ID}
            aria-label="Message"
            placeholder="Type your message..."
            rows={1}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            onKeyDown={onKeyDown}
            className="field-sizing-content max-h-48 min-h-12 resize-none border-0 bg-transparent shadow-none focus-visible:ring-0"
          />
          <div className="flex items-center gap-1 px-2 pb-2">
            <UploadButton isUploading={upload.isUploading} onFile={upload.start} />
            <ToolbarButton label="Bold" onMouseDown={keepFocus} onClick={() => format('bold')}>
              <Bold />
            </ToolbarButton>
            <ToolbarButton label="Insert code" onMouseDown={keepFocus} onClick={() => format('code')}>
              <Code />
            </ToolbarButton>
            <span className="ml-auto hidden pr-2 text-xs text-muted-foreground sm:inline">
              Shift+Enter for a new line
            </span>
            <Button
              type="submit"
              size="icon-sm"
              aria-label="Send message"
              disabled={blank}
              className="ml-auto rounded-full sm:ml-0"
            >
              <ArrowUp />
            </Button>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
