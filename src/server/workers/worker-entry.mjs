// A thread of run-in-worker.ts: loads its task module once, says so, then runs one task per message
// for as long as it is kept. Plain JavaScript, so that Node can start it without a loader; a task
// written in TypeScript is loaded through tsx, as the server is.
import { parentPort, workerData } from 'node:worker_threads';

if (workerData.module.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const task = await import(workerData.module);

parentPort.on('message', async (input) => {
  try {
    parentPort.postMessage({ ok: true, value: await task.default(input) });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
