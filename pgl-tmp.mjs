import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
let t = performance.now();
const a = await PGlite.create();
const dump = await a.dumpDataDir('none');
await a.close();
fs.writeFileSync('/tmp/dump.tar', Buffer.from(await dump.arrayBuffer()));
console.log('first create+dump', Math.round(performance.now() - t));
for (let i = 0; i < 3; i++) {
  t = performance.now();
  const b = await PGlite.create({ loadDataDir: dump });
  await b.query('select 1');
  console.log('create from dump', Math.round(performance.now() - t));
  await b.close();
}
