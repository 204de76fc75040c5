import { execFileSync } from 'node:child_process';
import net from 'node:net';

interface ProcessEntry {
  pid: number;
  ppid: number;
  /** ps's state letters; Z is a zombie, which has ended and waits only to be reaped. */
  state: string;
}

function processTable(): ProcessEntry[] {
  return execFileSync('ps', ['-A', '-o', 'pid=,ppid=,stat='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [pid = '', ppid = '', state = ''] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), state };
    });
}

/** Every process started under `pid`, at any depth, that is still running. */
export function descendantsOf(pid: number): number[] {
  const table = processTable();
  const found: number[] = [];
  for (let parents = [pid]; parents.length > 0; ) {
    const children = table.filter((entry) => parents.includes(entry.ppid)).map((entry) => entry.pid);
    found.push(...children);
    parents = children;
  }
  return found;
}

/** Those of `pids` still running (not ended, not a zombie). */
export function stillRunning(pids: number[]): number[] {
  const running = new Set(
    processTable()
      .filter((entry) => !entry.state.startsWith('Z'))
      .map((entry) => entry.pid),
  );
  return pids.filter((pid) => running.has(pid));
}

/** Whether anything accepts connections on this loopback port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
