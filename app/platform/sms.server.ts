import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import type { Env } from "~/config/env.server.ts";

// Texts to customers through Twilio's REST API (the kept `twilio` SDK). The
// SMS worker (sms-worker.server.ts) calls the sender; tests point the SDK at a
// loopback fake speaking the same API (TWILIO_API_URL, tests/support/fake-twilio.ts)
// through the SDK's documented extension point, a custom HTTP client.

export type Text = { to: string; body: string };
/** Sends one text; resolves with the provider's message id, throws when it is refused. */
export type SendText = (text: Text) => Promise<{ sid: string }>;

/** The SDK's own HTTP client, sending every request to `base` (scheme, host and port) instead of api.twilio.com. */
class RedirectingClient extends twilio.RequestClient {
  readonly #base: URL;
  constructor(base: URL) {
    super({ timeout: 30_000 });
    this.#base = base;
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const target = new URL(opts.uri);
    target.protocol = this.#base.protocol;
    target.host = this.#base.host;
    return super.request<TData>({ ...opts, uri: target.href });
  }
}

export type SmsSettings = Pick<
  Env,
  "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM_NUMBER" | "TWILIO_MESSAGING_SERVICE_SID" | "TWILIO_API_URL"
>;

/** Whether texts can be sent (an account, its token and a sender). */
export function smsConfigured(env: SmsSettings): boolean {
  return Boolean(
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && (env.TWILIO_FROM_NUMBER || env.TWILIO_MESSAGING_SERVICE_SID),
  );
}

/** A sender on the account of `env`, or undefined when texts are not configured (they wait in the outbox). */
export function createTwilioSender(env: SmsSettings): SendText | undefined {
  if (!smsConfigured(env)) return undefined;
  const client = twilio(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, {
    // One attempt per claim: the outbox retries with its own backoff.
    autoRetry: false,
    ...(env.TWILIO_API_URL ? { httpClient: new RedirectingClient(new URL(env.TWILIO_API_URL)) } : {}),
  });
  return async ({ to, body }) => {
    const message = await client.messages.create({
      to,
      body,
      ...(env.TWILIO_MESSAGING_SERVICE_SID
        ? { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID }
        : { from: env.TWILIO_FROM_NUMBER! }),
    });
    return { sid: message.sid };
  };
}

/**
 * Whether an inbound webhook post is Twilio's: its X-Twilio-Signature over the
 * public URL it was posted to (SITE_URL's, https behind the TLS proxy, never the
 * URL the server saw behind it) and the form's parameters.
 */
export function isTwilioSigned(
  authToken: string,
  signature: string | null,
  publicUrl: string,
  params: Record<string, string>,
): boolean {
  if (!signature) return false;
  return twilio.validateRequest(authToken, signature, publicUrl, params);
}
