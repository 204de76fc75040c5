import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that.
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, params = { N, r, p }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so that the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. An empty or unknown hash still costs one scrypt,
 * so that "no such account" and "wrong password" take the same time.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await dummyHash);
    return false;
  }
  const [, n, rr, pp, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(rr), p: Number(pp) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
