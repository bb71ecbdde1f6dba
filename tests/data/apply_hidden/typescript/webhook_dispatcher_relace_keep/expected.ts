import crypto from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { logger } from "./logger";

export type WebhookEvent =
  | { type: "customer.created"; data: { id: string; email: string } }
  | { type: "customer.deleted"; data: { id: string } }
  | { type: "invoice.paid"; data: { id: string; amount: number; currency: string } }
  | { type: "invoice.failed"; data: { id: string; reason: string } };

type Handler<T extends WebhookEvent["type"]> = (
  event: Extract<WebhookEvent, { type: T }>,
) => Promise<void>;

const SIGNATURE_HEADER = "x-webhook-signature";
const TOLERANCE_SECONDS = 300;

export function verifySignature(
  payload: string,
  headers: IncomingHttpHeaders,
  secret: string,
): boolean {
  const header = headers[SIGNATURE_HEADER];
  if (typeof header !== "string") return false;
  const [tsPart, sigPart] = header.split(",");
  const timestamp = Number(tsPart?.replace("t=", ""));
  const signature = sigPart?.replace("v1=", "") ?? "";
  if (!Number.isFinite(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = crypto
    .createHmac("sha256", secret)
    .update(`${timestamp}.${payload}`)
    .digest("hex");
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

export class WebhookDispatcher {
  private handlers = new Map<string, Handler<any>[]>();

  on<T extends WebhookEvent["type"]>(type: T, handler: Handler<T>): this {
    const list = this.handlers.get(type) ?? [];
    list.push(handler);
    this.handlers.set(type, list);
    return this;
  }

  async dispatch(event: WebhookEvent): Promise<number> {
    const list = this.handlers.get(event.type) ?? [];
    if (list.length === 0) {
      logger.debug("no handlers for webhook", { type: event.type });
      return 0;
    }
    const results = await Promise.allSettled(list.map((handler) => handler(event)));
    const failures = results.filter((r) => r.status === "rejected");
    if (failures.length > 0) {
      logger.error("webhook handlers failed", { type: event.type, failures: failures.length });
    }
    return list.length - failures.length;
  }
}
