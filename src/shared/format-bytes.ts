const KB = 1024;
const MB = 1024 * KB;

/** A size as people read it, in the units the upload limits use: "512 B", "3.4 KB", "12.3 MB", "100 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  const [value, unit] = bytes < MB ? [bytes / KB, 'KB'] : [bytes / MB, 'MB'];
  // One decimal while it says something; "100 MB", not "100.0 MB".
  const rounded = Math.round(value * 10) / 10;
  return `${rounded >= 100 ? Math.round(rounded) : rounded} ${unit}`;
}
