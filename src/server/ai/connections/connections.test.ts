import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConnectionsFileError, readConnectionsFile } from '#server/ai/connections/connections-file';
import { ConfigError, loadConfig } from '#server/config';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-connections-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** A new file holding `content` (as JSON unless a string is given). */
function connectionsFile(content: unknown): string {
  const file = path.join(dir, `connections-${++files}.json`);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function fileError(file: string, env: Record<string, string> = {}): string {
  try {
    readConnectionsFile(file, env);
  } catch (error) {
    if (error instanceof ConnectionsFileError) return error.message;
    throw error;
  }
  throw new Error(`${file} was accepted`);
}

/** How a file names a variable that holds a key. */
const variable = (name: string) => `\${${name}}`;

const ollama = { id: 'ollama', label: 'Ollama', kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1' };

describe('the built-in connections', () => {
  it('are OpenAI, Claude and Gemini, keyed, addressed and listed by the environment', () => {
    const { connections } = loadConfig({
      OPENAI_API_KEY: 'sk-openai',
      OPENAI_MODELS: ' gpt-4.1-mini, gpt-4o ,gpt-4.1-mini,',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:9000',
      GEMINI_API_KEY: 'gm-key',
      GEMINI_MODELS: 'gemini-2.5-pro',
    });

    expect(connections).toMatchObject([
      { id: 'openai', label: 'OpenAI', kind: 'openai', apiKey: 'sk-openai', models: ['gpt-4.1-mini', 'gpt-4o'] },
      { id: 'claude', label: 'Claude', kind: 'anthropic', apiKey: undefined, baseUrl: 'http://127.0.0.1:9000' },
      { id: 'gemini', label: 'Gemini', kind: 'gemini', apiKey: 'gm-key', models: ['gemini-2.5-pro'] },
    ]);
    expect(connections.map((connection) => connection.builtIn?.keyVariable)).toEqual([
      'OPENAI_API_KEY',
      'ANTHROPIC_API_KEY',
      'GEMINI_API_KEY',
    ]);
  });
});

describe('CONNECTIONS_FILE', () => {
  it('adds its connections after the built-ins, a key read from the environment', () => {
    const file = connectionsFile([{ ...ollama, apiKey: variable('OLLAMA_KEY') }]);
    const { connections } = loadConfig({ CONNECTIONS_FILE: file, OLLAMA_KEY: 'local' });
    expect(connections.map((connection) => connection.id)).toEqual(['openai', 'claude', 'gemini', 'ollama']);
    expect(connections[3]).toEqual({ ...ollama, apiKey: 'local' });
  });

  it('stops the start with a message naming the file, the entry and the field', () => {
    const file = connectionsFile([ollama, { ...ollama, id: 'lmstudio', baseUrl: 'localhost:1234' }]);
    expect(() => loadConfig({ CONNECTIONS_FILE: file })).toThrow(
      new ConfigError(
        `Invalid configuration:\n  CONNECTIONS_FILE (${file}): entry 2 ("lmstudio"), baseUrl: Expected an http:// or https:// URL`,
      ),
    );
    expect(() => loadConfig({ CONNECTIONS_FILE: path.join(dir, 'nowhere.json') })).toThrow(
      /^Invalid configuration:\n {2}CONNECTIONS_FILE \(.*nowhere\.json\): cannot be read: ENOENT/,
    );
  });
});

describe('a connections file', () => {
  it('gives its connections in its order; a key may come from a variable', () => {
    const openRouter = {
      id: 'openrouter',
      label: 'OpenRouter',
      kind: 'openai-compatible',
      baseUrl: 'https://openrouter.ai/api/v1',
      apiKey: variable('OPENROUTER_KEY'),
      models: ['meta-llama/llama-3.3-70b-instruct', 'openai/gpt-4o'],
    };
    const file = connectionsFile([ollama, openRouter]);

    expect(readConnectionsFile(file, { OPENROUTER_KEY: 'sk-or-1' })).toEqual([
      { ...ollama, apiKey: undefined },
      { ...openRouter, apiKey: 'sk-or-1' },
    ]);
  });

  it('is refused with a message naming the entry and the field', () => {
    const cases: [unknown, string][] = [
      [[{ ...ollama, id: 'Ollama Local' }], 'entry 1 ("Ollama Local"), id: Expected a lowercase slug'],
      [[ollama, { ...ollama, label: 'Again' }], 'entry 2 ("ollama"), id: Is the id of an earlier entry'],
      [[{ ...ollama, id: 'claude' }], 'entry 1 ("claude"), id: Is a built-in connection'],
      [[{ ...ollama, id: 'user' }], 'entry 1 ("user"), id: Is a built-in connection'],
      [[{ ...ollama, kind: 'mistral' }], 'entry 1 ("ollama"), kind: Invalid option'],
      [
        [{ ...ollama, baseUrl: 'ftp://files.example.com' }],
        'entry 1 ("ollama"), baseUrl: Expected an http:// or https:// URL',
      ],
      [[{ ...ollama, baseUrl: undefined }], 'entry 1 ("ollama"), baseUrl:'],
      [[{ ...ollama, label: ' ' }], 'entry 1 ("ollama"), label: Expected a label'],
      [[{ ...ollama, models: [] }], 'entry 1 ("ollama"), models: Expected at least one model'],
      [[{ ...ollama, models: ['llama3', 'llama3'] }], 'entry 1 ("ollama"), models: Names a model twice'],
      [[{ ...ollama, baseURL: 'http://127.0.0.1' }], 'entry 1 ("ollama"), Unrecognized key: "baseURL"'],
      [[{ ...ollama, apiKey: variable('MISSING_KEY') }], 'entry 1 ("ollama"), apiKey: Names the variable MISSING_KEY'],
      [[ollama, 'ollama'], 'entry 2, Invalid input'],
      [{ connections: [ollama] }, 'Expected a JSON array of connections'],
      ['[{"id": "ollama",', 'is not valid JSON'],
    ];
    for (const [content, expected] of cases) {
      expect(fileError(connectionsFile(content)), JSON.stringify(content)).toContain(expected);
    }
  });

  it('is refused when it cannot be read', () => {
    expect(fileError(path.join(dir, 'missing.json'))).toMatch(/^cannot be read: ENOENT/);
  });
});
