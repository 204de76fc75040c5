import { describe, expect, it } from 'vitest';
import { ensureAdminAccount } from '#server/auth/admin-account';
import { findUserByEmail, listUsers } from '#server/db/queries/users';
import { createUser } from '#tests/helpers/factories';
import { call, testConfig, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

describe('the built-in admin account (ADMIN_EMAIL)', () => {
  it('is created at start with ADMIN_PASSWORD, and can sign in with it', async () => {
    const config = testConfig('/tmp', { ADMIN_EMAIL: 'Root@Example.com', ADMIN_PASSWORD: 'correct horse' });
    await ensureAdminAccount(ctx.db, config, ctx.app.log);
    await ensureAdminAccount(ctx.db, config, ctx.app.log);

    const all = await listUsers(ctx.db, { role: 'all', limit: 10, offset: 0 });
    expect(all.total).toBe(1);
    expect(all.rows[0]).toMatchObject({ email: 'root@example.com', isAdmin: true });
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'root@example.com', password: 'correct horse' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('creates the account once when two processes start on an empty database together', async () => {
    const config = testConfig('/tmp', { ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'correct horse' });

    await Promise.all([
      ensureAdminAccount(ctx.db, config, ctx.app.log),
      ensureAdminAccount(ctx.db, config, ctx.app.log),
    ]);

    const all = await listUsers(ctx.db, { role: 'all', limit: 10, offset: 0 });
    expect(all.rows).toEqual([expect.objectContaining({ email: 'root@example.com', isAdmin: true })]);
  });

  it('promotes an existing account with that address', async () => {
    await createUser(ctx.db, { email: 'root@example.com', isAdmin: false });
    await ensureAdminAccount(ctx.db, testConfig('/tmp', { ADMIN_EMAIL: 'root@example.com' }), ctx.app.log);
    expect((await findUserByEmail(ctx.db, 'root@example.com'))?.isAdmin).toBe(true);
  });

  it('creates nothing without a password, and nothing without an address', async () => {
    await ensureAdminAccount(ctx.db, testConfig('/tmp', { ADMIN_EMAIL: 'root@example.com' }), ctx.app.log);
    await ensureAdminAccount(ctx.db, testConfig('/tmp', { ADMIN_PASSWORD: 'correct horse' }), ctx.app.log);
    expect((await listUsers(ctx.db, { role: 'all', limit: 10, offset: 0 })).total).toBe(0);
  });
});
