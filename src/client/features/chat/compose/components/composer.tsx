import { ArrowUp, Bold, Code, Square } from 'lucide-react';
import {
  type ClipboardEvent,
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ToolbarButton } from '#client/components/toolbar-button';
import { Button } from '#client/components/ui/button';
import { Textarea } from '#client/components/ui/textarea';
import { FileChips } from '#client/features/chat/compose/components/file-chips';
import { ModelToggles } from '#client/features/chat/compose/components/model-toggles';
import { PairControl } from '#client/features/chat/compose/components/pair-control';
import { UploadButton } from '#client/features/chat/compose/components/upload-button';
import { useAttachments } from '#client/features/chat/compose/hooks/use-attachments';
import { useFileDrop } from '#client/features/chat/compose/hooks/use-file-drop';
import { useTextFormatting } from '#client/features/chat/compose/hooks/use-text-formatting';
import { modelsToSend } from '#client/features/chat/compose/utils/models-to-send';
import {
  type Ask,
  contestantsOf,
  type Pair,
  type PairModels,
  togglesPair,
} from '#client/features/chat/compose/utils/pair';
import { pastedFiles } from '#client/features/chat/compose/utils/transfer-files';
import type { ProviderOption } from '#client/features/chat/providers/utils/provider-options';
import { cn } from '#client/lib/cn';
import { toastAvoid } from '#client/lib/toast-avoid';
import type { Provider } from '#shared/constants';

export interface ComposerProps {
  value: string;
  onValueChange: Dispatch<SetStateAction<string>>;
  /**
   * The text, what to ask (the chosen pair's contestants, else the toggled models, else the default,
   * else none) and the ids of the files sent with it, in the order attached (docs/behaviour.md, The
   * API calls). Answering false gives the files back (not sent).
   */
  onSend(text: string, ask: Ask, attachments: number[]): undefined | Promise<boolean>;
  providers: ProviderOption[];
  defaultModel: Provider;
  /** The models toggled on (kept per conversation by the chat panel); none means the default model. */
  chosen: readonly Provider[];
  onToggle(provider: Provider): void;
  /** The pair picker, where given: the chosen contestants (null: the toggles ask) and its changes. */
  pair?: {
    chosen: Pair | null;
    /** The model each toggle asks (the account's settings), for naming what the toggles ask. */
    models: PairModels;
    recent: readonly Pair[];
    onChoose(pair: Pair): void;
    onReset(): void;
  };
  /** Nothing can be typed or sent (there is no conversation to send to). */
  disabled?: boolean;
  /** The open conversation (null for a new one): the message box takes the focus whenever it changes. */
  conversationId?: number | null;
  /** Replies of the latest turn are still coming: Send becomes Stop, and Enter sends nothing but a hint. */
  replying?: boolean;
  /** The stop is on its way: Stop waits. */
  stopping?: boolean;
  onStop?(): void;
}

export const HELD_HINT = 'The answers are still coming: wait for them, or press Esc to stop them, then send.';

/** The message box's id, for the "Skip to message box" link. */
export const MESSAGE_BOX_ID = 'message-box';

// The toolbar's buttons must not take the focus, or the textarea would lose its selection.
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * The composer (docs/behaviour.md, Main chat screen): model toggles or the chosen pair, the pair
 * picker, the text, files (chosen, dropped or pasted), bold, code and send.
 */
export function Composer(props: ComposerProps) {
  const { value, onValueChange, onSend, providers, defaultModel, chosen, onToggle, pair } = props;
  const { disabled = false, conversationId = null, replying = false, stopping = false, onStop } = props;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const format = useTextFormatting(textareaRef, value, onValueChange);
  const attachments = useAttachments({ listKey: String(conversationId ?? 'new'), text: value, setText: onValueChange });
  const drop = useFileDrop(attachments.add, !disabled);
  const blank = value.trim() === '';
  const uploading = attachments.uploading > 0;
  // Enter was pressed while replies stream: the next question waits for them, and says why.
  const [held, setHeld] = useState(false);
  if (held && !replying) setHeld(false);

  // Not on touch screens, where the focus would bring up the on-screen keyboard over the conversation.
  const focusBox = () => {
    if (!window.matchMedia?.('(pointer: coarse)').matches) textareaRef.current?.focus();
  };

  // An opened conversation is ready to type in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the conversation changes.
  useEffect(() => {
    if (!disabled) focusBox();
  }, [conversationId, disabled]);

  function submit() {
    // Nothing is sent without the files still uploading: they would be left out.
    if (blank || disabled || uploading) return;
    const sent = attachments.take();
    const ids = sent.flatMap((item) => (item.uploaded ? [item.uploaded.id] : []));
    const ask: Ask = pair?.chosen
      ? { contestants: contestantsOf(pair.chosen) }
      : { models: modelsToSend(chosen, defaultModel) };
    void onSend(value, ask, ids)?.then((ok) => {
      if (!ok) attachments.restore(sent);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter that confirms an IME composition) stays in the text.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // A question sent now would land under answers still being written.
    if (replying) setHeld(!blank);
    else submit();
  }

  function removeFile(key: number) {
    attachments.remove(key);
    textareaRef.current?.focus();
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const files = pastedFiles(event.clipboardData);
    if (files.length === 0) return;
    event.preventDefault();
    attachments.add(files, { pasted: true });
  }

  return (
    <form
      {...toastAvoid.composer}
      aria-label="Message composer"
      className="border-t bg-background px-3 py-3 sm:px-4"
      {...drop.handlers}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
        // Only Send submits the form (Enter in the box sends by itself). The button is disabled,
        // then becomes Stop: the keyboard goes on from the box rather than from the page's top.
        focusBox();
      }}
    >
      {/* A disabled fieldset disables every control inside it, toggles and upload included. */}
      <fieldset disabled={disabled} className="mx-auto min-w-0 max-w-3xl space-y-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          {!pair?.chosen && (
            <ModelToggles options={providers} chosen={chosen} defaultModel={defaultModel} onToggle={onToggle} />
          )}
          {pair && (
            <PairControl
              current={pair.chosen ?? togglesPair(modelsToSend(chosen, defaultModel), pair.models)}
              chosen={pair.chosen}
              recent={pair.recent}
              onChoose={pair.onChoose}
              onReset={pair.onReset}
            />
          )}
        </div>
        <div
          className={cn(
            'relative rounded-xl border bg-card shadow-xs transition-colors focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
            drop.over && 'border-primary ring-[3px] ring-primary/40',
          )}
        >
          {drop.over && (
            <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-xl border-2 border-dashed border-primary/60 bg-background/90 text-sm font-medium">
              Drop files to attach them
            </div>
          )}
          {attachments.chips.length > 0 && <FileChips chips={attachments.chips} onRemove={removeFile} />}
          {/* Always there, so that screen readers hear it change; each file's end has its toast. */}
          <p role="status" className="sr-only">
            {uploading ? `Uploading ${attachments.uploading === 1 ? 'a file' : `${attachments.uploading} files`}` : ''}
          </p>
          <Textarea
            ref={textareaRef}
            id={MESSAGE_BOX_ID}
            aria-label="Message"
            placeholder="Type your message..."
            rows={1}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            className="field-sizing-content max-h-48 min-h-12 resize-none border-0 bg-transparent shadow-none focus-visible:ring-0"
          />
          <div className="flex items-center gap-1 px-2 pb-2">
            <UploadButton isUploading={uploading} onFiles={attachments.add} />
            <ToolbarButton label="Bold" onMouseDown={keepFocus} onClick={() => format('bold')}>
              <Bold />
            </ToolbarButton>
            <ToolbarButton label="Insert code" onMouseDown={keepFocus} onClick={() => format('code')}>
              <Code />
            </ToolbarButton>
            <span className="ml-auto hidden pr-2 text-xs text-muted-foreground sm:inline">
              Shift+Enter for a new line
            </span>
            {replying ? (
              <Button
                size="icon-sm"
                aria-label="Stop replies"
                title="Stop replies (Esc)"
                disabled={stopping}
                onClick={() => {
                  onStop?.();
                  // The button goes away with the replies: the keyboard goes on from the box.
                  focusBox();
                }}
                className="ml-auto rounded-full sm:ml-0 [&_svg]:size-3.5"
              >
                <Square className="fill-current" />
              </Button>
            ) : (
              <Button
                type="submit"
                size="icon-sm"
                aria-label="Send message"
                title="Send message (Enter)"
                disabled={blank || uploading}
                className="ml-auto rounded-full sm:ml-0"
              >
                <ArrowUp />
              </Button>
            )}
          </div>
        </div>
        <p role="status" className="px-1 text-xs text-muted-foreground empty:hidden">
          {held ? HELD_HINT : ''}
        </p>
      </fieldset>
    </form>
  );
}
