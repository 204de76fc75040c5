const UNLIMITED = '1000000';

/**
 * A benchmark server's settings: sessions made through test login, and no per-client or per-user
 * limit, since the load comes from a few users on one address and limits meant for people would
 * refuse most of it.
 */
export const LOAD_ENV = {
  ENABLE_TEST_LOGIN: 'true',
  AUTH_RATE_LIMIT_PER_IP: UNLIMITED,
  AUTH_RATE_LIMIT_PER_EMAIL: UNLIMITED,
  CHAT_REQUESTS_PER_MINUTE: UNLIMITED,
  UPLOADS_PER_MINUTE: UNLIMITED,
};
