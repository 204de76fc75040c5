// `node --import tsx scripts/build-pglite-template.ts <dist>`, run by scripts/build-server.mjs: the
// migrated embedded database a first start unpacks (decision 052), as <dist>/pglite-template.tar.gz
// and its manifest. Made again only when the migrations or PGlite changed: it takes seconds (an
// initdb, in memory), and the server is rebuilt far more often than its migrations change.
import path from 'node:path';
import { makeTemplate } from '#server/db/make-pglite-template';
import { migrationsFolder } from '#server/db/migrations-folder';
import { templateIsCurrent } from '#server/db/pglite-template';

const outDir = path.resolve(process.argv[2] ?? 'dist');
const archivePath = path.join(outDir, 'pglite-template.tar.gz');

if (templateIsCurrent(archivePath, migrationsFolder)) {
  console.info(`${path.relative('.', archivePath)} holds every migration already`);
} else {
  const started = performance.now();
  const bytes = await makeTemplate(archivePath, migrationsFolder);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`Wrote ${path.relative('.', archivePath)} (${(bytes / 1e6).toFixed(1)} MB) in ${seconds} s`);
}
