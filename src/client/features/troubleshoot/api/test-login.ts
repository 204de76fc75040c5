import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type SessionCheck, sessionQueryKey } from '#client/features/troubleshoot/api/check-session';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { testLoginResponse } from '#shared/api/auth';
import type { PublicUser } from '#shared/api/users';

export type TestLoginResult = z.infer<typeof testLoginResponse>;

/** Signs in by address alone; the server answers 404 unless ENABLE_TEST_LOGIN is on. */
export function testLogin(email: string): Promise<TestLoginResult> {
  return sendJson<TestLoginResult>('POST', '/api/test-login', { email });
}

/** docs/behaviour.md, Entities: the debug object is shown on the page but never cached as part of the user. */
export function stripDebug(result: TestLoginResult): PublicUser {
  const { debug: _debug, ...user } = result;
  return user;
}

export function useTestLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testLogin,
    onSuccess: (result) => {
      const user = stripDebug(result);
      queryClient.setQueryData(queryKeys.currentUser, user);
      const session: SessionCheck = { authenticated: true, user };
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
