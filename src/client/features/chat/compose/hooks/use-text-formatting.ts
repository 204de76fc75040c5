import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect, useRef } from 'react';
import type { TextEdit } from '#client/features/chat/compose/utils/text-edit';
import { type WrapStyle, wrapSelection } from '#client/features/chat/compose/utils/wrap-selection';

/**
 * The bold and code buttons: wrap the textarea's selection, then, once the new text is on screen,
 * put the focus and the same selection back so that typing carries on inside the markers.
 */
export function useTextFormatting(
  textareaRef: RefObject<HTMLTextAreaElement | null>,
  value: string,
  setValue: Dispatch<SetStateAction<string>>,
) {
  const pendingEdit = useRef<TextEdit | null>(null);

  useLayoutEffect(() => {
    const edit = pendingEdit.current;
    const textarea = textareaRef.current;
    if (!edit || !textarea || edit.text !== value) return;
    pendingEdit.current = null;
    textarea.focus();
    textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  }, [textareaRef, value]);

  return (style: WrapStyle) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const edit = wrapSelection(value, textarea.selectionStart, textarea.selectionEnd, style);
    pendingEdit.current = edit;
    setValue(edit.text);
  };
}
