import { describe, expect, it } from 'vitest';
import { formatBytes } from '#shared/format-bytes';

describe('formatBytes', () => {
  it('names bytes, kilobytes and megabytes with at most one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(3.46 * 1024)).toBe('3.5 KB');
    expect(formatBytes(1023 * 1024)).toBe('1023 KB');
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatBytes(100 * 1024 * 1024)).toBe('100 MB');
    expect(formatBytes(2048 * 1024 * 1024)).toBe('2048 MB');
  });
});
