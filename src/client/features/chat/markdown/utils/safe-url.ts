// docs/behaviour.md, Constants and limits: the only link protocols a message may use.
const ALLOWED_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * react-markdown's urlTransform: a URL with any other protocol (javascript:, data:, vbscript:, file:,
 * ...) becomes "". A relative URL has no protocol and is kept; a colon after "/", "?" or "#" is part
 * of the path, not a protocol.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  const beforeColon = url.slice(0, colon);
  if (/[/?#]/.test(beforeColon)) return url;
  return ALLOWED_PROTOCOL.test(beforeColon) ? url : '';
}
