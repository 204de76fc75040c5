import { nameList } from '#server/ai/file-notes';
import type { FailureKind } from '#server/ai/provider-failure';

interface Subject {
  label: string;
  keyVariable: string;
  baseUrlVariable: string;
  model: string;
  /** For model_not_found: a model this server offers instead. */
  suggestion?: string | undefined;
  /** The files the refused request sent, which a file_rejected reply names. */
  files?: string[];
}

/** What an error reply says: what went wrong, and what the person (or the operator) can do. */
export function failureMessage(kind: FailureKind, subject: Subject, detail: string): string {
  const { label, keyVariable, baseUrlVariable, model, files = [] } = subject;
  const reason = detail ? `: ${detail.replace(/\.?$/, '.')}` : '.';
  const messages: Record<FailureKind, string> = {
    auth: `${label} refused the server's API key. An administrator needs to check ${keyVariable}.`,
    quota: `${label} reports that the account is out of credit or over its spending limit. An administrator needs to check the billing of the ${label} account.`,
    rate_limited: `${label} is receiving too many requests right now. Wait a minute, then send your message again.`,
    overloaded: `${label} is overloaded right now. Try again in a few moments.`,
    server_error: `${label} had an internal problem and could not answer. Try again in a few moments.`,
    timeout: `${label} took too long to answer. Try again, perhaps with a shorter question or a lower max tokens setting.`,
    unreachable: `The server could not reach ${label}. Try again shortly; if it keeps happening, an administrator should check the server's network and ${baseUrlVariable}.`,
    // The provider's reason says what went wrong; the last sentence says what to do about it.
    rejected: `${label} could not process this request${reason} Try shortening or rephrasing your message, or choose other settings in Model Settings.`,
    // Earlier files stay in the conversation's context, so the way on is without the file.
    file_rejected: `${label} could not read ${files.length > 0 ? nameList(files) : 'an attached file'}${reason} Try a smaller or simpler file in a new message; to go on in this conversation without it, delete it in Settings → Files.`,
    model_not_found: `The model ${model} is not available from ${label}: it may have been retired, or this server's API key cannot use it. Choose another model in Model Settings${subject.suggestion ? `, such as ${subject.suggestion}` : ''}.`,
    empty: `${label} returned an empty answer. Try rephrasing your message.`,
    interrupted: `The reply from ${label} was interrupted several times and was given up. Send your message again.`,
  };
  return messages[kind];
}
