import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useFileUpload } from '#client/features/chat/compose/hooks/use-file-upload';
import { addFileTag, hasFileTag, removeFileTag } from '#client/features/chat/compose/utils/file-tags';
import { pastedFileName } from '#client/features/chat/compose/utils/pasted-file-name';
import { uploadProblem } from '#client/features/chat/compose/utils/upload-check';
import { toast } from '#client/hooks/use-toast';
import type { UploadedFile } from '#shared/api/uploads';
import { MAX_ATTACHMENTS_PER_MESSAGE } from '#shared/constants';

export interface Attachment {
  /** The chip's own id in this page; the server's comes with `uploaded`. */
  key: number;
  file: File;
  /** The name the chip shows and the tag carries: the server's once uploaded. */
  name: string;
  /** Percent of the file sent so far. */
  progress: number;
  uploaded: UploadedFile | null;
  /** Its tag is in the text. Added in the chip's own conversation, which may not be open when it ends. */
  tagged: boolean;
  controller: AbortController;
}

type Lists = Readonly<Record<string, readonly Attachment[]>>;
const NONE: readonly Attachment[] = [];

/** Every conversation's list changed alike: a chip keeps its key wherever the person has gone since. */
function mapLists(lists: Lists, change: (items: readonly Attachment[]) => readonly Attachment[]): Lists {
  return Object.fromEntries(Object.entries(lists).map(([key, items]) => [key, change(items)]));
}

interface AttachmentsOptions {
  /** Whose chips: each conversation (and the new one) keeps its own while the page is open. */
  listKey: string;
  text: string;
  setText: Dispatch<SetStateAction<string>>;
}

/**
 * The composer's files (docs/behaviour.md, Main chat screen; States and transitions): each checked,
 * uploaded on its own with its progress, tagged in the text once uploaded; at most
 * MAX_ATTACHMENTS_PER_MESSAGE per message.
 */
export function useAttachments({ listKey, text, setText }: AttachmentsOptions) {
  const [lists, setLists] = useState<Lists>({});
  const upload = useFileUpload();
  const nextKey = useRef(1);
  const list = lists[listKey] ?? NONE;
  // An uploaded chip lasts as long as its tag: deleting the tag from the text removes it too.
  const chips = list.filter((item) => !item.tagged || hasFileTag(text, item.name));

  const patch = (key: number, fields: Partial<Attachment>) =>
    setLists((current) =>
      mapLists(current, (items) => items.map((item) => (item.key === key ? { ...item, ...fields } : item))),
    );
  const discard = (key: number) =>
    setLists((current) => mapLists(current, (items) => items.filter((item) => item.key !== key)));

  // An upload that ended tags the text of its own conversation: now, or when that one is open again.
  useEffect(() => {
    const untagged = list.filter((item) => item.uploaded && !item.tagged);
    if (untagged.length === 0) return;
    setText((current) =>
      untagged.reduce((next, item) => (hasFileTag(next, item.name) ? next : addFileTag(next, item.name)), current),
    );
    const keys = new Set(untagged.map((item) => item.key));
    setLists((current) =>
      mapLists(current, (items) => items.map((item) => (keys.has(item.key) ? { ...item, tagged: true } : item))),
    );
  }, [list, setText]);

  // Leaving the chat screen abandons the uploads still running.
  const listsRef = useRef(lists);
  useEffect(() => {
    listsRef.current = lists;
  });
  useEffect(
    () => () => {
      for (const item of Object.values(listsRef.current).flat()) if (!item.uploaded) item.controller.abort();
    },
    [],
  );

  // Where a failed send gives its chips back: the conversation open when it failed, like its text.
  const listKeyRef = useRef(listKey);
  useEffect(() => {
    listKeyRef.current = listKey;
  });

  async function start(item: Attachment) {
    let percent = 0;
    const onProgress = (fraction: number) => {
      const next = Math.min(99, Math.floor(fraction * 100));
      if (next === percent) return;
      percent = next;
      patch(item.key, { progress: next });
    };
    const uploaded = await upload(item.file, onProgress, item.controller.signal);
    if (uploaded) patch(item.key, { uploaded, name: uploaded.originalname, progress: 100 });
    else discard(item.key);
  }

  /** Files chosen, dropped or pasted (`pasted`: nameless images get a name). */
  function add(files: readonly File[], { pasted = false } = {}) {
    const taken = chips.map((item) => item.name);
    const accepted: Attachment[] = [];
    for (const original of files) {
      const name = pasted ? pastedFileName(original, taken) : original.name;
      const file = name === original.name ? original : new File([original], name, { type: original.type });
      const problem = uploadProblem(file);
      if (problem) {
        toast({ ...problem, variant: 'destructive' });
        continue;
      }
      if (taken.includes(name)) {
        toast({ title: 'Already attached', description: `${name} is already attached.`, variant: 'destructive' });
        continue;
      }
      taken.push(name);
      const key = nextKey.current++;
      accepted.push({ key, file, name, progress: 0, uploaded: null, tagged: false, controller: new AbortController() });
    }
    if (accepted.length === 0) return;
    // All or none: the toast would be hidden at once by the accepted files' "File uploaded".
    const room = MAX_ATTACHMENTS_PER_MESSAGE - chips.length;
    if (accepted.length > room) {
      const most = `Up to ${MAX_ATTACHMENTS_PER_MESSAGE} files can be sent with one message`;
      const description = chips.length > 0 && room > 0 ? `${most}; ${room} more can be attached.` : `${most}.`;
      toast({ title: 'Too many files', description, variant: 'destructive' });
      return;
    }
    setLists((current) => {
      const shown = (current[listKey] ?? NONE).filter((item) => !item.tagged || hasFileTag(text, item.name));
      return { ...current, [listKey]: [...shown, ...accepted] };
    });
    for (const item of accepted) void start(item);
  }

  /** Removes a chip: aborts its upload, or strips its tag (docs/behaviour.md, Main chat screen). */
  function remove(key: number) {
    const item = list.find((candidate) => candidate.key === key);
    if (!item) return;
    item.controller.abort();
    discard(key);
    if (item.tagged) setText((current) => removeFileTag(current, item.name));
  }

  /** For a send: the uploaded chips, in order, which leave the composer. */
  function take(): Attachment[] {
    const sent = chips.filter((item) => item.uploaded);
    setLists((current) => ({ ...current, [listKey]: NONE }));
    return sent;
  }

  /** A send that failed: its chips come back (shown while their tags are in the text given back). */
  function restore(items: readonly Attachment[]) {
    const key = listKeyRef.current;
    setLists((current) => ({ ...current, [key]: [...items, ...(current[key] ?? NONE)] }));
  }

  /** Files still uploading: nothing is sent until they are done. */
  const uploading = chips.filter((item) => !item.uploaded).length;
  return { chips, uploading, add, remove, take, restore };
}
