import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { extractTar } from '#server/db/untar';
import { serverFile } from '#server/server-files';

// A migrated embedded database, archived once by `npm run build` (scripts/build-pglite-template.ts)
// and unpacked on a first start instead of an initdb and every migration (decision 052).

/**
 * The build's template, at the root of the compiled tree (dist/), where rebuilding the server leaves
 * it. Beside the TypeScript sources (src/) there is none, and a first start creates the database.
 */
export const BUILT_TEMPLATE = fileURLToPath(serverFile('../pglite-template.tar.gz'));

/** What an archive holds, written beside it. */
interface Manifest {
  format: 1;
  /** The PGlite that made it: another may keep its files otherwise. */
  pglite: string;
  sha256: string;
  /** For people: the newest migration it holds. */
  lastTag: string;
  /** Each migration it holds, in order, as drizzle records them: when and sha256 of the SQL. */
  migrations: string[];
}

export const manifestPathOf = (archive: string) => archive.replace(/(\.tar\.gz)?$/, '.json');

const migrationStamps = (migrationsFolder: string) =>
  readMigrationFiles({ migrationsFolder }).map((migration) => `${migration.folderMillis}:${migration.hash}`);

function lastTag(migrationsFolder: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  return journal.entries.at(-1)?.tag ?? '';
}

/** The installed PGlite's version, from its package.json (its exports leave that file out). */
export function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Writes a gzipped dump of a migrated database (PGlite's `dumpDataDir('gzip')`) and its manifest. */
export function saveTemplate(archivePath: string, archive: Uint8Array, migrationsFolder: string): void {
  const manifest: Manifest = {
    format: 1,
    pglite: pgliteVersion(),
    sha256: sha256(archive),
    lastTag: lastTag(migrationsFolder),
    migrations: migrationStamps(migrationsFolder),
  };
  fs.mkdirSync(path.dirname(archivePath), { recursive: true });
  fs.writeFileSync(archivePath, archive);
  fs.writeFileSync(manifestPathOf(archivePath), `${JSON.stringify(manifest, null, 2)}\n`);
}

export type TemplateCheck =
  | { usable: true; archive: Buffer; held: number }
  /** `reason` is unset when there is no template at all, the ordinary case beside the sources. */
  | { usable: false; reason?: string };

/**
 * The archive, if this server can start from it: made by this PGlite, intact, and holding the
 * first migrations of this server's (the newer ones are applied after, as at any start).
 */
export function checkTemplate(archivePath: string, migrationsFolder: string): TemplateCheck {
  if (!fs.existsSync(archivePath)) return { usable: false };
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPathOf(archivePath), 'utf8'));
  } catch {
    return { usable: false, reason: 'its manifest is missing or unreadable' };
  }
  if (manifest.format !== 1 || !Array.isArray(manifest.migrations)) {
    return { usable: false, reason: 'its manifest is of another format' };
  }
  if (manifest.pglite !== pgliteVersion()) {
    return { usable: false, reason: `it was made by PGlite ${manifest.pglite}, not ${pgliteVersion()}` };
  }
  const current = migrationStamps(migrationsFolder);
  if (manifest.migrations.some((stamp, index) => stamp !== current[index])) {
    return { usable: false, reason: 'it holds migrations that are not this server’s' };
  }
  const archive = fs.readFileSync(archivePath);
  if (sha256(archive) !== manifest.sha256) return { usable: false, reason: 'the archive is damaged (checksum)' };
  return { usable: true, archive, held: manifest.migrations.length };
}

/** True when the archive holds exactly this server's migrations: the build need not make it again. */
export function templateIsCurrent(archivePath: string, migrationsFolder: string): boolean {
  const check = checkTemplate(archivePath, migrationsFolder);
  return check.usable && check.held === migrationStamps(migrationsFolder).length;
}

/**
 * Unpacks the archive into a folder beside `dbDir`, then renames it into place: a start that dies
 * half-way leaves no half database (the next one clears the folder and starts again). `dbDir`
 * must be missing or empty. Throws, having removed what it wrote, if the archive is not whole.
 */
export function restoreTemplate(dbDir: string, archive: Buffer): void {
  const staging = `${dbDir}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    fs.mkdirSync(staging, { mode: 0o700 });
    extractTar(zlib.gunzipSync(archive), staging);
    if (!fs.existsSync(path.join(staging, 'PG_VERSION'))) throw new Error('the archive holds no database');
    if (fs.existsSync(dbDir)) fs.rmdirSync(dbDir);
    fs.renameSync(staging, dbDir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

export interface FirstStartOptions {
  templatePath?: string | undefined;
  migrationsFolder: string;
  onCreate?: ((message: string) => void) | undefined;
}

/**
 * Before PGlite opens `dbDir`: on a first start (no folder, or an empty one) the template is
 * unpacked there when it can be, and PGlite then finds a database; else PGlite creates one, as it
 * always did. Says which, and why a template there was not used.
 */
export function startFromTemplate(dbDir: string, options: FirstStartOptions): 'existing' | 'template' | 'initdb' {
  if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) return 'existing';
  const check = checkTemplate(options.templatePath ?? BUILT_TEMPLATE, options.migrationsFolder);
  let reason = check.usable ? undefined : check.reason;
  if (check.usable) {
    options.onCreate?.(`Creating the embedded database in ${dbDir} from its template (${check.held} migrations)`);
    try {
      restoreTemplate(dbDir, check.archive);
      return 'template';
    } catch (error) {
      reason = `the archive could not be unpacked (${(error as Error).message})`;
    }
  }
  const why = reason ? `; its template was not used: ${reason}` : '';
  options.onCreate?.(`Creating the embedded database in ${dbDir} (a first start takes a few seconds${why})`);
  return 'initdb';
}
