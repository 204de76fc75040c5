import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlindSwitch } from '#client/app/layouts/blind-switch';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { expectToast, renderWithProviders } from '#client/testing/render';
import { testUser } from '#client/testing/test-user';

/** The switch as the chat header draws it: for the signed-in user as last read or saved. */
function Header() {
  const { data } = useCurrentUser();
  return data ? <BlindSwitch user={data} /> : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Blind switch', () => {
  it('is on as the account says, and switching it saves it there', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (!init?.body) return Response.json(testUser);
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return Response.json({ ...testUser, ...body });
      }),
    );
    const user = renderWithProviders(<Header />);
    const blind = await screen.findByRole('switch', { name: 'Blind' });
    expect(blind).toHaveAttribute('aria-checked', 'false');

    await user.click(blind);

    expect(blind).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(bodies).toEqual([{ blind: true }]));
    expect(blind).toHaveAttribute('aria-checked', 'true');
  });

  it('says so when the choice is not saved, and shows the one that is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'The database is busy.', code: 'unavailable' }, { status: 503 })),
    );
    const user = renderWithProviders(<BlindSwitch user={{ ...testUser, blind: true }} />);

    await user.click(screen.getByRole('switch', { name: 'Blind' }));

    await expectToast('The database is busy.');
    expect(screen.getByRole('switch', { name: 'Blind' })).toHaveAttribute('aria-checked', 'true');
  });
});
