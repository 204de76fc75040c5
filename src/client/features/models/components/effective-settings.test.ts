import { describe, expect, it } from 'vitest';
import { effectiveSettings } from '#client/features/models/components/effective-settings';
import type { PairCatalogue } from '#shared/api/models';

const claude: PairCatalogue = {
  id: 'claude',
  label: 'Claude',
  kind: 'anthropic',
  mode: 'demo',
  models: ['claude-3-opus-20240229', 'claude-3-7-sonnet-20250219', 'claude-3-haiku-20240307'],
  modelNames: {},
  capabilities: {},
  defaultModel: 'claude-3-7-sonnet-20250219',
  temperature: { min: 0, max: 1, step: 0.1, default: 0.7 },
  maxTokens: { min: 10, max: 4096, default: 1024, sliderMin: 100, sliderMax: 4000, sliderStep: 100 },
};

describe('effectiveSettings', () => {
  it("uses the catalogue's defaults when nothing was changed", () => {
    expect(effectiveSettings(claude)).toEqual({
      model: 'claude-3-7-sonnet-20250219',
      temperature: 0.7,
      maxTokens: 1024,
    });
  });

  it("keeps the person's choices", () => {
    expect(effectiveSettings(claude, { model: 'claude-3-haiku-20240307', temperature: 0.2, maxTokens: 3000 })).toEqual({
      model: 'claude-3-haiku-20240307',
      temperature: 0.2,
      maxTokens: 3000,
    });
  });

  it('falls back to the default model when the stored one is not offered, and clamps out-of-range values', () => {
    expect(effectiveSettings(claude, { model: 'gpt-4o', temperature: 1.6, maxTokens: 9000 })).toEqual({
      model: 'claude-3-7-sonnet-20250219',
      temperature: 1,
      maxTokens: 4096,
    });
  });
});
