// The thread that runs one task of run-in-worker.ts. Plain JavaScript, so that Node can start it
// without a loader; a task written in TypeScript is loaded through tsx, as the server is.
import { parentPort, workerData } from 'node:worker_threads';

if (workerData.module.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const task = await import(workerData.module);

parentPort.once('message', async (input) => {
  try {
    parentPort.postMessage({ ok: true, value: await task.default(input) });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
