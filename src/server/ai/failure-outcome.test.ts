import { describe, expect, it } from 'vitest';
import { builtInConnections } from '#server/ai/connections/built-in-connections';
import { failureOutcome } from '#server/ai/failure-outcome';
import { ProviderFailure } from '#server/ai/provider-failure';

const gemini = builtInConnections({}).find((connection) => connection.id === 'gemini');
const ollama = { id: 'ollama', label: 'Ollama', builtIn: undefined };
const job = { model: 'some-model' };

describe('failureOutcome', () => {
  it("names the connection, and where an operator sets its key and address, in the person's words", () => {
    const refused = failureOutcome(job, ollama, new ProviderFailure('auth', '401'), 120, []);
    expect(refused).toMatchObject({ error: true, model: 'some-model', latencyMs: 120, failure: 'auth: 401' });
    expect(refused.content).toBe(
      'Ollama refused the server\'s API key. An administrator needs to check the apiKey of "ollama" in CONNECTIONS_FILE.',
    );

    const unreachable = failureOutcome(
      job,
      gemini ?? ollama,
      new ProviderFailure('unreachable', 'ECONNREFUSED'),
      5,
      [],
    );
    expect(unreachable.content).toContain('The server could not reach Gemini.');
    expect(unreachable.content).toContain('GEMINI_BASE_URL');
  });
});
