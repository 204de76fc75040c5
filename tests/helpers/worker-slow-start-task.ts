// A task for src/server/workers/run-in-worker.test.ts whose module takes a second to load, as a
// large one does on a busy machine; the task itself is instant.
const loaded = Date.now() + 1_000;
while (Date.now() < loaded);

export default function slowStartTask(): string {
  return 'started';
}
