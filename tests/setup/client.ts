import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor return as soon as what they wait for is there; their default second ran out
// when the machine was busy (a debounced search, then its render, took longer). The 5 s test
// timeout still bounds every test.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
