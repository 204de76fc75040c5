/**
 * What a message, conversation or project weighs in the message storage quota (MESSAGE_STORAGE_MB)
 * besides its text: its row, dates, figures and short fields. Without it a file of empty messages
 * would store rows without end; with it an export's size stays close to the storage it fills.
 */
export const STORED_ROW_BYTES = 256;
