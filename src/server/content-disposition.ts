/** An ASCII fallback name, and the exact name as an RFC 8187 ext-value (which must escape ' ( ) * too). */
export function attachmentDisposition(fileName: string): string {
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}

const FILE_NAME_MAX_CHARACTERS = 100;

/**
 * A file name made of a title that any system can save: no path separators, no characters Windows
 * refuses, no control characters, no leading dot; `fallback` when nothing is left.
 */
export function fileNameFrom(title: string, extension: string, fallback: string): string {
  const cleaned = title
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
    .replace(/[/\\:*?"<>|]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  // Cut by code points, never inside a surrogate pair.
  const base = Array.from(cleaned).slice(0, FILE_NAME_MAX_CHARACTERS).join('').trimEnd() || fallback;
  return `${base}.${extension}`;
}
