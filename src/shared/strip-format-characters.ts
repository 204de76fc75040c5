/**
 * A name or title without control (Cc), format (Cf) and lone surrogate (Cs) characters. Format
 * characters make a name read as another: "cv\u202Efdp.exe" (a right-to-left override) shows as
 * "cvexe.pdf"; zero-width ones hide in it. Only for one-line names: message text keeps its newlines.
 */
export function stripFormatCharacters(value: string): string {
  return value.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '');
}
