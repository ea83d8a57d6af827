import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string; html: string };

/** Quoted-printable to text (nodemailer's encoding of long or non-ASCII lines). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The decoded body of the part with this content type. */
function partOf(raw: string, type: string): string {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, "i"));
  if (start < 0) return "";
  const rest = raw.slice(start);
  const headerEnd = rest.search(/\r?\n\r?\n/);
  const headers = rest.slice(0, headerEnd);
  const afterHeaders = rest.slice(headerEnd).replace(/^\r?\n\r?\n/, "");
  const body = afterHeaders.split(/\r?\n--/)[0] ?? "";
  if (/quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/**
 * A real SMTP server on loopback for tests: it receives what nodemailer sends
 * and keeps it, or refuses every message with a 550 while `refusing` is set.
 * With `holdMs` set it answers each message's data that much later (a slow
 * mail server); `holding` lists the envelope senders of the messages it holds.
 */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  const holding: string[] = [];
  const state = { refusing: false, holdMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (state.holdMs > 0) {
          const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          holding.push(sender);
          await new Promise((resolve) => setTimeout(resolve, state.holdMs));
          holding.splice(holding.indexOf(sender), 1);
        }
        if (state.refusing) {
          callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "",
          text: partOf(raw, "text/plain"),
          html: partOf(raw, "text/html"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    holding,
    refuse(refusing: boolean) {
      state.refusing = refusing;
    },
    hold(ms: number) {
      state.holdMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
