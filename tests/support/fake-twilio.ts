import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// A fake Twilio REST API on loopback for the Messages resource (POST
// /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, HTTP basic auth,
// JSON answer), which the real SDK talks to (TWILIO_API_URL). It records what
// it received and can be told to refuse. signTwilioWebhook signs an inbound
// post exactly as Twilio does, so tests go through the real validation.

export type TwilioMessage = {
  accountSid: string;
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
};
export type TwilioRequest = { method: string; path: string; headers: IncomingHttpHeaders; form: URLSearchParams };

export type FakeTwilio = {
  /** Where the SDK should send its requests. */
  url: string;
  requests: TwilioRequest[];
  /** The texts accepted, in order. */
  messages: TwilioMessage[];
  /** The next `count` sends are refused with this HTTP status (Twilio's JSON error). */
  refuseNext: (count: number, status?: number) => void;
  /**
   * What a production server needs in its environment to text through this fake from `from`,
   * at any hour (quiet hours have their own unit tests), looking for due texts every second.
   */
  serverEnv: (from?: string) => Record<string, string>;
  close: () => Promise<void>;
};

export async function startFakeTwilio({
  accountSid,
  authToken,
}: {
  accountSid: string;
  authToken: string;
}): Promise<FakeTwilio> {
  const requests: TwilioRequest[] = [];
  const messages: TwilioMessage[] = [];
  let refusals = 0;
  let refusalStatus = 400;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const form = new URLSearchParams(raw);
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, form });
      const answer = (status: number, body: object) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? "");
      if (!match || req.method !== "POST") return answer(404, { code: 20404, message: "Not found", status: 404 });
      if (req.headers.authorization !== expectedAuth || match[1] !== accountSid)
        return answer(401, { code: 20003, message: "Authenticate", status: 401 });
      if (refusals > 0) {
        refusals -= 1;
        return answer(refusalStatus, {
          code: 21610,
          message: "Attempt to send to unsubscribed recipient",
          status: refusalStatus,
        });
      }
      const to = form.get("To") ?? "";
      const body = form.get("Body") ?? "";
      if (!to || !body) return answer(400, { code: 21604, message: "A 'To' and a 'Body' are required", status: 400 });
      const message: TwilioMessage = {
        accountSid,
        to,
        body,
        ...(form.get("From") ? { from: form.get("From")! } : {}),
        ...(form.get("MessagingServiceSid") ? { messagingServiceSid: form.get("MessagingServiceSid")! } : {}),
      };
      messages.push(message);
      const sid = `SM${String(messages.length).padStart(32, "0")}`;
      answer(201, { sid, account_sid: accountSid, to, from: message.from ?? null, body, status: "queued" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    messages,
    refuseNext: (count, status = 400) => {
      refusals = count;
      refusalStatus = status;
    },
    serverEnv: (from = "+18505550142") => ({
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM_NUMBER: from,
      TWILIO_API_URL: `http://127.0.0.1:${port}`,
      TEXT_QUIET_HOURS: "none",
      OUTBOX_POLL_SECONDS: "1",
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** X-Twilio-Signature as Twilio computes it: HMAC-SHA1 of the URL and the sorted params (name then value), base64. */
export function signTwilioWebhook(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf-8")).digest("base64");
}

/** An inbound text's form as Twilio posts it to the webhook. */
export function inboundTextForm(
  from: string,
  body: string,
  accountSid: string,
  to = "+18505550100",
): Record<string, string> {
  return {
    AccountSid: accountSid,
    ApiVersion: "2010-04-01",
    Body: body,
    From: from,
    MessageSid: `SM${Date.now().toString(16).padStart(32, "0")}`,
    NumMedia: "0",
    SmsMessageSid: `SM${Date.now().toString(16).padStart(32, "0")}`,
    SmsStatus: "received",
    To: to,
  };
}
