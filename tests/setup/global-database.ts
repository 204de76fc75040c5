import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePgliteClient } from '#server/db/pglite-database';
import { migratePool } from '#server/db/postgres-database';
import { databaseUrlFor } from '#tests/helpers/database-url';
import { endPool } from '#tests/helpers/end-pool';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrates one template database per run; each test file then starts from a copy of it
 * (a PGlite dump, or CREATE DATABASE … TEMPLATE), which is far cheaper than migrating again.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `pairwise_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const pool = new pg.Pool({ connectionString: databaseUrlFor(url, template), max: 1 });
    await migratePool(pool);
    await endPool(pool);
    project.provide('databaseTemplate', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const client = await PGlite.create();
  await migratePgliteClient(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpPath = path.join(os.tmpdir(), `pairwise-template-${process.pid}.tar`);
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', dumpPath });
  return async () => {
    await fs.rm(dumpPath, { force: true });
  };
}
