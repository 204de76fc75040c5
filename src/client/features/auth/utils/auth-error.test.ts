import { describe, expect, it } from 'vitest';
import { addressHasAuthError } from '#client/features/auth/utils/auth-error';

describe('addressHasAuthError', () => {
  it('is set by auth=error', () => {
    expect(addressHasAuthError('?auth=error')).toBe(true);
  });

  it('is set by any "error" in the query or fragment', () => {
    expect(addressHasAuthError('?error=redirect_uri_mismatch')).toBe(true);
    expect(addressHasAuthError('#error=access_denied')).toBe(true);
    expect(addressHasAuthError('?next=/&reason=error')).toBe(true);
  });

  it('is clear otherwise', () => {
    expect(addressHasAuthError('')).toBe(false);
    expect(addressHasAuthError('?next=/settings')).toBe(false);
    expect(addressHasAuthError('#section')).toBe(false);
  });
});
