import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';

let errors: string[] = [];

// An error printed during a test is a bug the test did not look for.
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(errors, 'console.error was called during the test').toEqual([]);
});
