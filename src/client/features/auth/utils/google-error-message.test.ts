import { describe, expect, it } from 'vitest';
import { googleErrorMessage } from '#client/features/auth/utils/google-error-message';

describe('googleErrorMessage', () => {
  it('explains a popup closed before completion', () => {
    expect(googleErrorMessage('popup_closed')).toBe('The Google login popup was closed before completion');
  });

  it('explains access denied by Google', () => {
    expect(googleErrorMessage('access_denied')).toBe('Access was denied by Google. Please try again');
  });

  it('names any other code', () => {
    expect(googleErrorMessage('popup_failed_to_open')).toBe('Error: popup_failed_to_open');
    expect(googleErrorMessage('invalid_client')).toBe('Error: invalid_client');
  });

  it('falls back when there is no code', () => {
    expect(googleErrorMessage(undefined)).toBe('Could not log in with Google');
    expect(googleErrorMessage(null)).toBe('Could not log in with Google');
    expect(googleErrorMessage('')).toBe('Could not log in with Google');
  });
});
