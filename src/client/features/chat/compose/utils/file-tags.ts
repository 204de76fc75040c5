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
