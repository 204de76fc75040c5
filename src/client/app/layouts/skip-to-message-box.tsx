import { MESSAGE_BOX_ID } from '#client/features/chat/compose/components/composer';

/**
 * The chat screen's first Tab stop, shown only while it has the focus. It moves the focus itself
 * rather than following the fragment, so that the address keeps naming the conversation.
 */
export function SkipToMessageBox() {
  return (
    <a
      href={`#${MESSAGE_BOX_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MESSAGE_BOX_ID)?.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:border focus:bg-background focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:shadow-md focus:outline-none focus:ring-[3px] focus:ring-ring/50"
    >
      Skip to message box
    </a>
  );
}
