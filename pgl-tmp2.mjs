import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
const t = performance.now();
const b = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync('/tmp/dump.tar')]) });
await b.query('select 1');
console.log('fresh process create from dump', Math.round(performance.now() - t));
