import { DEFAULT_MODEL_LISTS } from '#shared/models';

const UNLIMITED = '1000000';

/**
 * A benchmark server's settings: sessions made through test login, no per-client or per-user
 * limit (the load comes from a few users on one address, and limits meant for people would refuse
 * most of it), and fixed model lists.
 */
export const LOAD_ENV = {
  ENABLE_TEST_LOGIN: 'true',
  AUTH_RATE_LIMIT_PER_IP: UNLIMITED,
  AUTH_RATE_LIMIT_PER_EMAIL: UNLIMITED,
  CHAT_REQUESTS_PER_MINUTE: UNLIMITED,
  UPLOADS_PER_MINUTE: UNLIMITED,
  // The model lists the fakes would answer, given up front: the loads measure replies, not the
  // ten-minute model-list call (which the chunk fake and the soak's failing proxies do not serve).
  OPENAI_MODELS: DEFAULT_MODEL_LISTS.openai.join(','),
  ANTHROPIC_MODELS: DEFAULT_MODEL_LISTS.claude.join(','),
};
