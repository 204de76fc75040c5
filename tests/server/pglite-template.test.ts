import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTemplate } from '#server/db/make-pglite-template';
import { migrationsFolder } from '#server/db/migrations-folder';
import { openDatabase } from '#server/db/open-database';
import { manifestPathOf, restoreTemplate, startFromTemplate, templateIsCurrent } from '#server/db/pglite-template';
import { type TarEntry, tarOf } from '#tests/helpers/tar-writer';

// A first start of the embedded database unpacks the build's migrated template instead of an
// initdb and every migration (decision 052); the build makes it with makeTemplate, as here.
let work: string;
let current: string;
let older: string;
let olderMigrations: string;
let migrationCount: number;

/** The first `count` of this server's migrations, as an older server's folder. */
function firstMigrations(count: number): string {
  const folder = path.join(work, `migrations-${count}`);
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A copy of the current template, changed by `edit`. */
function variant(name: string, edit: (archive: string) => void): string {
  const archive = path.join(work, name, 'pglite-template.tar.gz');
  fs.mkdirSync(path.dirname(archive));
  fs.copyFileSync(current, archive);
  fs.copyFileSync(manifestPathOf(current), manifestPathOf(archive));
  edit(archive);
  return archive;
}

function editManifest(archive: string, change: (manifest: Record<string, unknown>) => void): void {
  const manifest = JSON.parse(fs.readFileSync(manifestPathOf(archive), 'utf8'));
  change(manifest);
  fs.writeFileSync(manifestPathOf(archive), JSON.stringify(manifest));
}

let dirs = 0;
const newDbDir = () => path.join(work, `data-${++dirs}`, 'db');

/** What a first start does with `templatePath`, and what it says. */
function firstStart(templatePath: string, dbDir = newDbDir(), folder = migrationsFolder) {
  const said: string[] = [];
  const outcome = startFromTemplate(dbDir, { templatePath, migrationsFolder: folder, onCreate: (m) => said.push(m) });
  return { outcome, said, dbDir };
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-pglite-template-'));
  migrationCount = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')).entries
    .length;
  olderMigrations = firstMigrations(migrationCount - 1);
  current = path.join(work, 'current/pglite-template.tar.gz');
  older = path.join(work, 'older/pglite-template.tar.gz');
  await Promise.all([makeTemplate(current, migrationsFolder), makeTemplate(older, olderMigrations)]);
}, 120_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function appliedMigrations(dataDir: string, said: string[] = []): Promise<number> {
  const handle = await openDatabase({ dataDir, templatePath: current, onCreate: (m) => said.push(m) });
  try {
    const result = await handle.db.execute('select count(*)::int as count from drizzle.__drizzle_migrations');
    return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? -1;
  } finally {
    await handle.close();
  }
}

describe('a first start on the embedded database', () => {
  it('unpacks the template, which holds every migration, and a restart opens the same database', async () => {
    const dataDir = path.join(work, 'open-current');
    const said: string[] = [];
    expect(await appliedMigrations(dataDir, said)).toBe(migrationCount);
    expect(said).toEqual([
      `Creating the embedded database in ${path.join(dataDir, 'db')} from its template (${migrationCount} migrations)`,
    ]);
    expect(fs.existsSync(path.join(dataDir, 'db.restoring'))).toBe(false);

    const again: string[] = [];
    expect(await appliedMigrations(dataDir, again)).toBe(migrationCount);
    expect(again).toEqual([]);
  }, 60_000);

  it('unpacks an older build’s template and applies the migrations it lacks', async () => {
    const { outcome, said, dbDir } = firstStart(older);
    expect(outcome).toBe('template');
    expect(said[0]).toContain(`from its template (${migrationCount - 1} migrations)`);
    expect(await appliedMigrations(path.dirname(dbDir))).toBe(migrationCount);
  }, 60_000);

  it('unpacks into an empty folder, and leaves a folder holding a database alone', () => {
    const dbDir = newDbDir();
    fs.mkdirSync(dbDir, { recursive: true });
    expect(firstStart(current, dbDir).outcome).toBe('template');
    const version = fs.readFileSync(path.join(dbDir, 'PG_VERSION'), 'utf8');

    const { outcome, said } = firstStart(current, dbDir);
    expect(outcome).toBe('existing');
    expect(said).toEqual([]);
    expect(fs.readFileSync(path.join(dbDir, 'PG_VERSION'), 'utf8')).toBe(version);
  });

  it('clears what a start killed while unpacking left behind', () => {
    const dbDir = newDbDir();
    fs.mkdirSync(`${dbDir}.restoring/base`, { recursive: true });
    fs.writeFileSync(`${dbDir}.restoring/base/half-written`, 'x');
    expect(firstStart(current, dbDir).outcome).toBe('template');
    expect(fs.existsSync(`${dbDir}.restoring`)).toBe(false);
    expect(fs.existsSync(path.join(dbDir, 'base/half-written'))).toBe(false);
  });
});

describe('a template the server cannot trust is not used, and the start says why', () => {
  const cases: [string, () => string, string][] = [
    [
      'made by another PGlite',
      () => variant('other-pglite', (a) => editManifest(a, (m) => Object.assign(m, { pglite: '0.0.1' }))),
      'its template was not used: it was made by PGlite 0.0.1, not',
    ],
    [
      'holding a migration that is not this server’s',
      () =>
        variant('edited-migration', (a) =>
          editManifest(a, (m) => {
            (m.migrations as string[])[0] = '1:0000';
          }),
        ),
      'its template was not used: it holds migrations that are not this server’s',
    ],
    [
      'damaged',
      () =>
        variant('damaged', (a) => {
          const bytes = fs.readFileSync(a);
          bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] as number) ^ 0xff;
          fs.writeFileSync(a, bytes);
        }),
      'its template was not used: the archive is damaged (checksum)',
    ],
    [
      'without its manifest',
      () => variant('no-manifest', (a) => fs.rmSync(manifestPathOf(a))),
      'its template was not used: its manifest is missing or unreadable',
    ],
  ];
  it.each(cases)('%s', (_name, make, reason) => {
    const { outcome, said, dbDir } = firstStart(make());
    expect(outcome).toBe('initdb');
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(reason);
    expect(fs.existsSync(dbDir)).toBe(false);
  });

  it('from a newer build, holding migrations this server does not have', () => {
    const { outcome, said } = firstStart(current, newDbDir(), olderMigrations);
    expect(outcome).toBe('initdb');
    expect(said[0]).toContain('it holds migrations that are not this server’s');
  });

  it('when there is none, a first start creates the database as it always did', () => {
    const { outcome, said, dbDir } = firstStart(path.join(work, 'none/pglite-template.tar.gz'));
    expect(outcome).toBe('initdb');
    expect(said).toEqual([`Creating the embedded database in ${dbDir} (a first start takes a few seconds)`]);
  });

  it('the build makes a template again only when it lacks this server’s migrations', () => {
    expect(templateIsCurrent(current, migrationsFolder)).toBe(true);
    expect(templateIsCurrent(older, migrationsFolder)).toBe(false);
    expect(templateIsCurrent(path.join(work, 'none.tar.gz'), migrationsFolder)).toBe(false);
  });
});

describe('unpacking an archive', () => {
  const gzipped = (entries: TarEntry[]) => zlib.gzipSync(tarOf(entries));

  it.each([
    ['a name that leaves the folder', [{ name: '../escaped', body: 'x' }], 'leaves the folder'],
    ['a symbolic link', [{ name: '/PG_VERSION', body: '', type: '2' }], 'neither a file nor a folder'],
    ['no database in it', [{ name: '/readme', body: 'x' }], 'holds no database'],
  ] as const)('refuses %s and writes nothing', (_name, entries, message) => {
    const dbDir = newDbDir();
    expect(() => restoreTemplate(dbDir, gzipped([...entries]))).toThrow(message);
    expect(fs.existsSync(dbDir)).toBe(false);
    expect(fs.existsSync(`${dbDir}.restoring`)).toBe(false);
    expect(fs.existsSync(path.join(path.dirname(dbDir), 'escaped'))).toBe(false);
  });

  it('refuses an archive cut short', () => {
    const dbDir = newDbDir();
    // A header, then 1,500 bytes in three blocks, then the two end blocks.
    const whole = tarOf([{ name: '/PG_VERSION', body: 'a'.repeat(1500) }]);
    expect(() => restoreTemplate(dbDir, zlib.gzipSync(whole.subarray(0, 1000)))).toThrow('cut short');
    expect(() => restoreTemplate(dbDir, zlib.gzipSync(whole.subarray(0, 2048)))).toThrow('without its end blocks');
    expect(fs.existsSync(`${dbDir}.restoring`)).toBe(false);
  });

  it('writes files and folders with their modes', () => {
    const dbDir = newDbDir();
    restoreTemplate(
      dbDir,
      gzipped([
        { name: '/base', body: '', type: '5' },
        { name: '/PG_VERSION', body: '17\n', mode: 0o600 },
        { name: '/base/1/112', body: 'a'.repeat(1500) },
      ]),
    );
    expect(fs.readFileSync(path.join(dbDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(fs.statSync(path.join(dbDir, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(dbDir, 'base/1/112'), 'utf8')).toBe('a'.repeat(1500));
  });
});
