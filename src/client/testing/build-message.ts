import type { Conversation } from '#shared/api/conversations';
import type { Message } from '#shared/api/messages';
import type { Project } from '#shared/api/projects';
import { isProvider } from '#shared/constants';
import { PROVIDER_SIDES } from '#shared/models';

const at = '2026-01-01T00:00:00.000Z';

/** A stored message for tests: a user message in conversation 5 unless `overrides` say otherwise. */
export function buildMessage(overrides: Partial<Message> = {}): Message {
  const id = overrides.id ?? 1;
  const sender = overrides.sender ?? 'user';
  return {
    id,
    conversationId: 5,
    content: `message ${id}`,
    sender,
    // A reply answers on its provider's side of SPEC's pair, as the server stores one sent with
    // `models`; any other connection's on side a unless `overrides` say otherwise.
    side: sender === 'user' ? null : isProvider(sender) ? PROVIDER_SIDES[sender] : 'a',
    createdAt: at,
    model: null,
    error: false,
    usage: null,
    latencyMs: null,
    attachments: [],
    notice: null,
    finishReason: null,
    firstTokenMs: null,
    stopped: false,
    usageEstimated: false,
    replyTo: null,
    active: true,
    ...overrides,
  };
}

/** A conversation of user 1 for tests, in no project unless `overrides` say otherwise. */
export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  const id = overrides.id ?? 1;
  return {
    id,
    userId: 1,
    projectId: null,
    title: `Conversation ${id}`,
    providers: null,
    contestants: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** A project of user 1 for tests, with no description or instructions unless `overrides` give them. */
export function buildProject(overrides: Partial<Project> = {}): Project {
  const id = overrides.id ?? 1;
  return {
    id,
    userId: 1,
    name: `Project ${id}`,
    description: '',
    instructions: '',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
