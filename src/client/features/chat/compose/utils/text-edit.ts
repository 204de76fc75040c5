/** The message box's text after a formatting button, and what stays selected in it. */
export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}
