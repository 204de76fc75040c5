import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { insertUploadedFile } from '#server/db/queries/uploaded-files';
import { users } from '#server/db/schema/users';
import { saveUpload } from '#server/uploads/storage';
import {
  createConversation,
  createMessage,
  createProject,
  createSessionCookie,
  createUser,
} from '#tests/helpers/factories';
import { pdfBytes } from '#tests/helpers/upload-fixtures';

export const IDENTITIES = ['anonymous', 'google-user', 'password-user', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** The password of the `password-user` identity, among the values the fuzzer tries. */
export const FUZZ_PASSWORD = 'fuzz password 1';

/** What one generated request runs against: who calls, and the ids that exist. */
export interface FuzzWorld {
  cookie: string | undefined;
  /** By kind (as the API names them: `users`, `projects`, …): the caller's own row, then another user's. */
  ids: Record<string, number[]>;
}

type Ids = FuzzWorld['ids'];

const joinIds = (first: Ids, second: Ids): Ids =>
  Object.fromEntries(Object.entries(first).map(([kind, ids]) => [kind, [...ids, ...(second[kind] ?? [])]]));

let worlds = 0;

async function userWithData(db: Database, dataDir: string, overrides: Parameters<typeof createUser>[1]) {
  // Dots: the server never makes a username with one from an e-mail address, so the two never clash.
  const name = `fuzz.world.${++worlds}`;
  const user = await createUser(db, { username: name, email: `${name}@example.test`, ...overrides });
  const project = await createProject(db, user.id, { instructions: 'Answer in French.' });
  const conversation = await createConversation(db, user.id, { projectId: project.id });
  const message = await createMessage(db, conversation.id);
  const file = await insertUploadedFile(db, {
    userId: user.id,
    originalName: 'Résumé final (v2).pdf',
    mimeType: 'application/pdf',
    size: 100,
    storageKey: await saveUpload(dataDir, pdfBytes()),
  });
  const ids: Ids = {
    users: [user.id],
    projects: [project.id],
    conversations: [conversation.id],
    messages: [message.id],
    uploads: [file.id],
  };
  return { user, ids };
}

async function seedWorld(db: Database, dataDir: string, identity: Identity, passwordHash: string) {
  const other = await userWithData(db, dataDir, {});
  if (identity === 'anonymous') return { cookie: undefined, ids: other.ids } satisfies FuzzWorld;
  const self = await userWithData(db, dataDir, {
    isAdmin: identity === 'admin',
    googleId: identity === 'google-user' ? `google-${other.user.id}` : null,
  });
  if (identity !== 'google-user')
    await db.update(users).set({ password: passwordHash }).where(eq(users.id, self.user.id));
  const { cookie } = await createSessionCookie(db, self.user.id);
  return { cookie, ids: joinIds(self.ids, other.ids) } satisfies FuzzWorld;
}

/**
 * A world per identity, made anew after any write that went through, so that one request's
 * deletions, sign-outs and password changes never change what the next one meets (and a failure
 * replays the same when fast-check shrinks it). Reads and refused writes leave it as it was.
 */
export class FuzzWorlds {
  private readonly worlds = new Map<Identity, Promise<FuzzWorld>>();

  constructor(
    private readonly db: Database,
    private readonly dataDir: string,
    private readonly passwordHash: string,
  ) {}

  get(identity: Identity): Promise<FuzzWorld> {
    let world = this.worlds.get(identity);
    if (!world) {
      world = seedWorld(this.db, this.dataDir, identity, this.passwordHash);
      this.worlds.set(identity, world);
    }
    return world;
  }

  /** After a request: a write that was not refused may have changed any world. */
  answered(method: string, status: number): void {
    if (method !== 'GET' && status < 400) this.worlds.clear();
  }
}

/**
 * The nth id of the kind a name suggests (`projectId`, the `projects` of `/projects/:id`), or of
 * any kind: a route added later gets ids that exist without a change here.
 */
export function pickId(world: FuzzWorld, n: number, hint: string): number {
  const name = hint.toLowerCase();
  const kind = Object.keys(world.ids).find((candidate) => name.startsWith(candidate.slice(0, 4)));
  const ids = kind ? (world.ids[kind] ?? []) : Object.values(world.ids).flat();
  return ids[n % ids.length] ?? 0;
}
