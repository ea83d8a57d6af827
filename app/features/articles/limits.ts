/**
 * The most an article's form may weigh (title, summary, up to 40,000 characters
 * of markdown, URL-encoded: a character outside ASCII takes up to 12 bytes).
 * server/request-guard.ts BODY_LIMITS sits a little above it.
 */
export const ARTICLE_BODY_MAX_BYTES = 480 * 1024;
