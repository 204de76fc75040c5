import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const r = 8;
const p = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that. Twice it, for headroom.
  const maxmem = 2 * 128 * params.N * params.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$hash`, so that the cost can be raised later without breaking old hashes.
 * `cost` is log2 of N (config.passwordHashCost).
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

// Per cost, so that a server (or a test) at one cost never checks against another's dummy.
const dummyHashes = new Map<number, Promise<string>>();

/**
 * Checks a password against a stored hash, with the parameters stored in it. An empty or unknown
 * hash still costs one scrypt at `cost`, so that "no such account" and "wrong password" take the same time.
 */
export async function verifyPassword(password: string, stored: string, cost: number): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    let dummy = dummyHashes.get(cost);
    if (!dummy) {
      dummy = hashPassword(randomBytes(16).toString('hex'), cost);
      dummyHashes.set(cost, dummy);
    }
    await verifyPassword(password, await dummy, cost);
    return false;
  }
  const [, n, rr, pp, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(rr), p: Number(pp) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
