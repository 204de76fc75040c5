// What browsers call an image pasted from the clipboard (a screenshot, "Copy image"): not a real name.
const GENERIC_NAME = /^image\.\w+$/i;

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * The name a pasted file is attached under: its own, or for a nameless image "pasted-image-{n}.png"
 * with the first number that no file in `taken` has, so that two pastes make two distinct chips.
 */
export function pastedFileName(file: { name: string; type: string }, taken: readonly string[]): string {
  if (file.name !== '' && !GENERIC_NAME.test(file.name)) return file.name;
  const extension = EXTENSIONS[file.type] ?? file.type.split('/')[1] ?? 'bin';
  for (let n = 1; ; n += 1) {
    const name = `pasted-image-${n}.${extension}`;
    if (!taken.includes(name)) return name;
  }
}
