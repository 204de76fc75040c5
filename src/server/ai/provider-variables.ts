import type { Provider } from '#shared/constants';

/** The environment variables that set up each provider, as messages to the operator name them. */
export const PROVIDER_VARIABLES: Record<Provider, { keyVariable: string; baseUrlVariable: string }> = {
  openai: { keyVariable: 'OPENAI_API_KEY', baseUrlVariable: 'OPENAI_BASE_URL' },
  claude: { keyVariable: 'ANTHROPIC_API_KEY', baseUrlVariable: 'ANTHROPIC_BASE_URL' },
};
