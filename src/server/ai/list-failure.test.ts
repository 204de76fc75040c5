import { describe, expect, it } from 'vitest';
import { EMPTY_LIST, listFailureText } from '#server/ai/list-failure';

const wrapped = (code: string) =>
  Object.assign(new Error('Connection error.'), {
    name: 'APIConnectionError',
    cause: new TypeError('fetch failed', {
      cause: Object.assign(new Error(`connect ${code} 10.0.0.1:11434`), { code }),
    }),
  });

describe('listFailureText', () => {
  it('tells an admin why, naming no address or key', () => {
    const cases: [unknown, string][] = [
      [{ status: 401 }, 'The endpoint refused the key (HTTP 401).'],
      [{ status: 502 }, 'The endpoint answered HTTP 502.'],
      [Object.assign(new Error('x'), { name: 'TimeoutError' }), 'The endpoint did not answer in time.'],
      [new Error(EMPTY_LIST), 'The endpoint listed no models.'],
      [wrapped('ECONNREFUSED'), 'The endpoint refused the connection: nothing is listening at its address.'],
      [wrapped('ENOTFOUND'), 'The endpoint’s host name could not be found.'],
      [wrapped('SELF_SIGNED_CERT_IN_CHAIN'), 'The endpoint’s certificate was not accepted.'],
      [wrapped('ECONNRESET'), 'The endpoint could not be reached.'],
      [
        Object.assign(new Error('Connection error.'), { name: 'APIConnectionError' }),
        'The endpoint could not be reached.',
      ],
      [new SyntaxError('Unexpected token < in JSON'), 'The endpoint answered, but not with a list of models.'],
    ];
    for (const [error, text] of cases) {
      expect(listFailureText(error)).toBe(text);
      expect(listFailureText(error)).not.toMatch(/10\.0\.0\.1|11434/);
    }
  });
});
