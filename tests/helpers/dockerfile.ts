import fs from 'node:fs';

export interface Copy {
  /** The stage it copies from (`--from=`), or undefined for the build context. */
  from: string | undefined;
  sources: string[];
  destination: string;
}

/** What one stage of a Dockerfile does, as far as a test can act it out without Docker. */
export interface Stage {
  name: string | undefined;
  workdir: string;
  env: Record<string, string>;
  copies: Copy[];
  runs: string[];
  /** Exec form only (a JSON array), as a test can spawn it without a shell. */
  cmd: string[];
  healthcheck: string[];
}

/** Instructions one to a line: continuations joined, comments and blank lines left out. */
function instructions(text: string): string[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** `KEY=value KEY2="value 2"` (ENV's form with equals signs). */
function envPairs(args: string): [string, string][] {
  return [...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, key, value]) => [
    key as string,
    (value as string).replace(/^"(.*)"$/, '$1'),
  ]);
}

function execForm(args: string, what: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`${what} is not in exec form (a JSON array of strings): ${args}`);
  }
  return parsed;
}

/** Every stage of the Dockerfile at `file`, in order. Only the instructions above are read. */
export function readDockerfile(file: string): Stage[] {
  const stages: Stage[] = [];
  for (const line of instructions(fs.readFileSync(file, 'utf8'))) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const name = args.match(/\bAS\s+(\S+)/i)?.[1];
      stages.push({ name, workdir: '/', env: {}, copies: [], runs: [], cmd: [], healthcheck: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${keyword} before the first FROM`);
    switch (keyword.toUpperCase()) {
      case 'WORKDIR':
        stage.workdir = args;
        break;
      case 'ENV':
        Object.assign(stage.env, Object.fromEntries(envPairs(args)));
        break;
      case 'COPY': {
        const from = args.match(/--from=(\S+)/)?.[1];
        const paths = args.split(/\s+/).filter((part) => !part.startsWith('--'));
        stage.copies.push({ from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' });
        break;
      }
      case 'RUN':
        stage.runs.push(args);
        break;
      case 'CMD':
        stage.cmd = execForm(args, 'CMD');
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = execForm(args.slice(args.indexOf('CMD ') + 'CMD '.length), 'HEALTHCHECK');
        break;
    }
  }
  return stages;
}
