/** The part of DataTransfer read here (a drop's or a paste's). */
interface Transfer {
  readonly types: readonly string[] | DOMStringList;
  readonly files: FileList | readonly File[];
}

/** Whether a drag carries files (rather than text or a link, which keep their usual behaviour). */
export function carriesFiles(data: Pick<Transfer, 'types'> | null): boolean {
  return data !== null && Array.from(data.types).includes('Files');
}

/**
 * The files a paste attaches. None when it also carries plain text: text copied from a document
 * often comes with a picture of itself, and the text is what was meant.
 */
export function pastedFiles(data: Transfer | null): File[] {
  if (!data || Array.from(data.types).includes('text/plain')) return [];
  return Array.from(data.files);
}
