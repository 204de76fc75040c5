import { Writable } from 'node:stream';

/** A pino destination that keeps every line, and the lines written while an action ran. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  async function logOf(action: () => Promise<unknown>): Promise<string[]> {
    const start = lines.length;
    await action();
    return lines.slice(start);
  }
  return { stream, lines, logOf };
}
