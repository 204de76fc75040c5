import { describe, expect, it } from 'vitest';
import { RecentLogs } from '#server/logs/recent-logs';

describe('RecentLogs', () => {
  it('keeps warnings and above, newest first, at most its capacity', () => {
    const logs = new RecentLogs(3);
    logs.record(30, {}, ['an info line']);
    for (const n of [1, 2, 3, 4]) logs.record(40, { reqId: `req-${n}` }, [`warning ${n}`]);
    expect(logs.list('warn').map((entry) => [entry.message, entry.requestId])).toEqual([
      ['warning 4', 'req-4'],
      ['warning 3', 'req-3'],
      ['warning 2', 'req-2'],
    ]);
  });

  it('keeps only known fields, a URL without its query, and an error without its values', () => {
    const logs = new RecentLogs();
    const error = Object.assign(new Error('Failed query: select $1\nparams: secret-value'), { code: '22P02' });
    logs.record(50, {}, [
      { err: error, url: '/api/x?token=abc', provider: 'openai', cookie: 'session=abc', body: { text: 'hi' } },
      'request failed',
    ]);
    const [entry] = logs.list('error');
    expect(entry).toMatchObject({
      level: 'error',
      message: 'request failed',
      error: { type: 'Error', message: 'Failed query: select $1' },
      fields: { url: '/api/x', provider: 'openai' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/secret-value|token=abc|session=abc|"hi"/);
  });
});
