/** The text an upload adds to the message, so that the models are told which file it refers to. */
export function fileTag(name: string): string {
  return `[File: ${name}]`;
}

export function hasFileTag(text: string, name: string): boolean {
  return text.includes(fileTag(name));
}

/** Appends the file's tag, separated from any text before it by one space. */
export function addFileTag(text: string, name: string): string {
  const tag = fileTag(name);
  if (text === '' || /\s$/.test(text)) return `${text}${tag}`;
  return `${text} ${tag}`;
}

/** Strips every copy of the file's tag, with the one space that separated it, leaving the rest as typed. */
export function removeFileTag(text: string, name: string): string {
  const tag = fileTag(name);
  return text.split(` ${tag}`).join('').split(`${tag} `).join('').split(tag).join('');
}

/**
 * A message's text as its bubble shows it: the tags of the files shown as chips beside it taken
 * out (the stored text, which the models read, keeps them).
 */
export function withoutFileTags(text: string, names: readonly string[]): string {
  return names.reduce((shown, name) => removeFileTag(shown, name), text).trim();
}
