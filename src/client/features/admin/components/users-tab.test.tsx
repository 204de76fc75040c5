import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsersTab } from '#client/features/admin/components/users-tab';
import { makeUser, stubUsersApi } from '#client/testing/admin/users-api-stub';
import { polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';

const lastMonth = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();
const root = makeUser(1, {
  name: 'Root Admin',
  username: 'root',
  email: 'root@example.test',
  isAdmin: true,
  isProtected: true,
});
const ada = makeUser(2, { name: 'Ada Lovelace', username: 'countess', email: 'ada@example.test', isAdmin: true });
const alan = makeUser(3, {
  name: 'Alan Turing',
  username: 'enigma',
  email: 'alan@example.test',
  lastActive: lastMonth,
});

const renderUsersTab = (currentUserId = 1) => renderWithProviders(<UsersTab currentUserId={currentUserId} />);

const table = () => screen.getByRole('table', { name: 'Users' });
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('.font-medium')?.textContent);

polyfillJsdomForRadix();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UsersTab', () => {
  it('lists users with role, status and actions, and the result count', async () => {
    const api = stubUsersApi([root, ada, alan]);
    renderUsersTab();
    await screen.findByText('Alan Turing');
    expect(api.lastQuery()?.get('role')).toBe('all');
    expect(api.lastQuery()?.get('offset')).toBe('0');
    expect(api.lastQuery()?.has('q')).toBe(false);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status', 'Last Active', 'Actions']);
    const alanRow = screen.getByRole('row', { name: /Alan Turing/ });
    expect(within(alanRow).getByText('User')).toBeInTheDocument();
    expect(within(alanRow).getByText('Inactive')).toBeInTheDocument();
    const adaRow = screen.getByRole('row', { name: /Ada Lovelace/ });
    expect(within(adaRow).getByText('Admin')).toBeInTheDocument();
    expect(within(adaRow).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 results')).toBeInTheDocument();
  });

  it('says Never for a user who has not signed in yet', async () => {
    const grace = makeUser(4, {
      name: 'Grace Hopper',
      username: 'grace',
      email: 'grace@example.test',
      lastActive: null,
    });
    stubUsersApi([root, grace]);
    renderUsersTab();

    const row = await screen.findByRole('row', { name: /Grace Hopper/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('Inactive');
    expect(cells[4]).toHaveTextContent('Never');
  });

  it('searches on the server after typing stops, by name, e-mail or username', async () => {
    const api = stubUsersApi([root, ada, alan]);
    const user = renderUsersTab();
    await screen.findByText('Alan Turing');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'enig');
    await waitFor(() => expect(rowNames()).toEqual(['Alan Turing']));
    expect(api.lastQuery()?.get('q')).toBe('enig');
    // Debounced: one request for the whole word, not one per key.
    expect(api.listQueries().filter((query) => query.has('q'))).toHaveLength(1);
    expect(screen.getByText('Showing 1 of 1 results')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ADA@');
    await waitFor(() => expect(rowNames()).toEqual(['Ada Lovelace']));
    expect(api.lastQuery()?.get('q')).toBe('ADA@');
  });

  it('filters by role', async () => {
    const api = stubUsersApi([root, ada, alan]);
    const user = renderUsersTab();
    await screen.findByText('Alan Turing');
    await user.click(screen.getByRole('combobox', { name: 'Filter by role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(rowNames()).toEqual(['Root Admin', 'Ada Lovelace']));
    expect(api.lastQuery()?.get('role')).toBe('admin');

    await user.click(screen.getByRole('combobox', { name: 'Filter by role' }));
    await user.click(await screen.findByRole('option', { name: 'User' }));
    await waitFor(() => expect(rowNames()).toEqual(['Alan Turing']));
    expect(api.lastQuery()?.get('role')).toBe('user');
  });

  it('says "No users found" when nothing matches', async () => {
    stubUsersApi([root, ada, alan]);
    const user = renderUsersTab();
    await screen.findByText('Alan Turing');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody at all');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 results')).toBeInTheDocument();
  });

  it("disables the protected account's delete button and the signed-in admin's own, with the reason", async () => {
    stubUsersApi([root, ada, alan]);
    renderUsersTab(2);
    await screen.findByText('Alan Turing');
    const rootDelete = screen.getByRole('button', { name: 'Delete Root Admin' });
    expect(rootDelete).toBeDisabled();
    expect(rootDelete).toHaveAccessibleDescription('The built-in administrator account cannot be deleted.');
    expect(screen.getByRole('button', { name: 'Delete Ada Lovelace' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Alan Turing' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit Root Admin' })).toBeEnabled();
  });

  it('pages with Previous and Next, and starts again at the first page on a new search', async () => {
    const many = Array.from({ length: 45 }, (_, index) => makeUser(index + 10));
    const api = stubUsersApi(many);
    const user = renderUsersTab();
    await screen.findByText('Person 10');
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('Showing 20 of 45 results')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    await screen.findByText('Person 30');
    expect(api.lastQuery()?.get('offset')).toBe('20');
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();

    await user.click(next);
    await screen.findByText('Person 54');
    expect(api.lastQuery()?.get('offset')).toBe('40');
    expect(screen.getByText('Showing 5 of 45 results')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'person1');
    await waitFor(() => expect(api.lastQuery()?.get('q')).toBe('person1'));
    expect(api.lastQuery()?.get('offset')).toBe('0');
    await screen.findByText('Showing 10 of 10 results');
    expect(previous).toBeDisabled();
    expect(next).toBeDisabled();
  });

  it('shows the load failure in the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Only administrators can do that.' }, { status: 403 })),
    );
    renderUsersTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading users: Only administrators can do that.');
  });
});
