import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModelSettingsPanel } from '#client/features/models/components/model-settings-panel';
import { polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';
import type { PairCatalogue } from '#shared/api/models';

const chatModel = { images: true, pdfs: true, reasoning: false, temperature: true, price: null };
const openai: PairCatalogue = {
  id: 'openai',
  label: 'OpenAI',
  kind: 'openai',
  mode: 'demo',
  models: ['gpt-4o', 'gpt-4o-mini', 'o3'],
  modelNames: { 'gpt-4o': 'GPT-4o', 'gpt-4o-mini': 'GPT-4o mini', o3: 'o3' },
  capabilities: {
    'gpt-4o': chatModel,
    'gpt-4o-mini': chatModel,
    o3: { ...chatModel, reasoning: true, temperature: false },
  },
  defaultModel: 'gpt-4o',
  temperature: { min: 0, max: 2, step: 0.1, default: 0.7 },
  maxTokens: { min: 10, max: 4096, default: 1024, sliderMin: 100, sliderMax: 4000, sliderStep: 100 },
};

type Settings = Record<string, unknown> | null;

/** The account's settings on a stand-in server; `failPuts` makes saving answer 503. */
function stubServer(stored: Settings, { failPuts = false } = {}) {
  const server = { stored, puts: [] as unknown[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input !== '/api/user/model-settings') return new Response('not found', { status: 404 });
      if (init?.method !== 'PUT') return Response.json({ modelSettings: server.stored });
      const body = JSON.parse(String(init.body)) as Settings;
      server.puts.push(body);
      if (failPuts) return Response.json({ message: 'The database is not reachable right now.' }, { status: 503 });
      server.stored = body;
      return Response.json({ modelSettings: body });
    }),
  );
  return server;
}

async function renderPanel() {
  const user = renderWithProviders(<ModelSettingsPanel providers={[openai]} />);
  await user.click(screen.getByRole('button', { name: 'Model Settings' }));
  // The sliders load as the panel first opens.
  await screen.findAllByRole('slider');
  return user;
}

polyfillJsdomForRadix();

afterEach(() => vi.unstubAllGlobals());

const modelSelect = () => screen.getByRole('combobox', { name: 'OpenAI model' });

describe('ModelSettingsPanel', () => {
  it("shows the account's settings, models by readable name with the id as a tooltip", async () => {
    stubServer({ openai: { model: 'gpt-4o-mini', temperature: 1.2 } });
    const user = await renderPanel();

    await waitFor(() => expect(modelSelect()).toHaveTextContent('GPT-4o mini'));
    expect(modelSelect()).toHaveAttribute('title', 'gpt-4o-mini');
    expect(screen.getByRole('slider', { name: 'OpenAI temperature' })).toHaveAttribute('aria-valuenow', '1.2');

    await user.click(modelSelect());
    const option = await screen.findByRole('option', { name: 'GPT-4o' });
    expect(option).toHaveAttribute('title', 'gpt-4o');
  });

  it('saves a change to the account, keeping the other settings', async () => {
    const server = stubServer({ openai: { temperature: 1.2 } });
    const user = await renderPanel();
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'OpenAI temperature' })).toHaveAttribute('aria-valuenow', '1.2'),
    );

    await user.click(modelSelect());
    await user.click(await screen.findByRole('option', { name: 'GPT-4o mini' }));
    screen.getByRole('slider', { name: 'OpenAI max tokens' }).focus();
    await user.keyboard('{End}');

    await waitFor(() => expect(server.puts).toHaveLength(2));
    expect(server.puts).toEqual([
      { openai: { temperature: 1.2, model: 'gpt-4o-mini' } },
      { openai: { temperature: 1.2, model: 'gpt-4o-mini', maxTokens: 4000 } },
    ]);
  });

  it('keeps a change it could not save in use, and says it was not saved', async () => {
    stubServer(null, { failPuts: true });
    const user = await renderPanel();

    await user.click(modelSelect());
    await user.click(await screen.findByRole('option', { name: 'GPT-4o mini' }));

    const region = document.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]');
    await waitFor(() => expect(region).toHaveTextContent('Model settings not saved'));
    expect(within(region as HTMLElement).getByText('The database is not reachable right now.')).toBeInTheDocument();
    expect(modelSelect()).toHaveTextContent('GPT-4o mini');
  });

  it('turns the temperature slider off for a model that sets its own, and says why', async () => {
    stubServer({ openai: { model: 'gpt-4o', temperature: 1.2 } });
    const user = await renderPanel();
    const temperature = () => screen.getByRole('slider', { name: 'OpenAI temperature' });
    await waitFor(() => expect(temperature()).toHaveAttribute('aria-valuenow', '1.2'));
    expect(temperature()).not.toHaveAttribute('data-disabled');
    expect(screen.queryByText('This model sets its own temperature.')).not.toBeInTheDocument();

    await user.click(modelSelect());
    await user.click(await screen.findByRole('option', { name: 'o3' }));

    await waitFor(() => expect(temperature()).toHaveAttribute('data-disabled'));
    expect(temperature()).not.toHaveAttribute('tabindex');
    expect(screen.getByText('This model sets its own temperature.')).toBeInTheDocument();
    // The max tokens slider stays on.
    expect(screen.getByRole('slider', { name: 'OpenAI max tokens' })).not.toHaveAttribute('data-disabled');
  });

  it("carries this browser's old settings over to an account that has none, once", async () => {
    localStorage.setItem('pairwise-model-settings', JSON.stringify({ openai: { model: 'gpt-4o-mini' } }));
    const server = stubServer(null);
    await renderPanel();

    await waitFor(() => expect(server.puts).toEqual([{ openai: { model: 'gpt-4o-mini' } }]));
    await waitFor(() => expect(localStorage.getItem('pairwise-model-settings')).toBeNull());
    expect(modelSelect()).toHaveTextContent('GPT-4o mini');
  });

  it('leaves an account that already has settings as it is', async () => {
    localStorage.setItem('pairwise-model-settings', JSON.stringify({ openai: { model: 'gpt-4o-mini' } }));
    const server = stubServer({ openai: { model: 'gpt-4o' } });
    await renderPanel();

    await waitFor(() => expect(modelSelect()).toHaveAttribute('title', 'gpt-4o'));
    expect(server.puts).toEqual([]);
  });
});
