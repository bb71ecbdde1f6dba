import crypto from "node:crypto";
import { logger } from "./logger.js";
import { recordAttempt } from "./store.js";

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = 5;

export function sign(secret, body, timestamp) {
  const hmac = crypto.createHmac("sha256", secret);
  hmac.update(`${timestamp}.${body}`);
  return `t=${timestamp},v1=${hmac.digest("hex")}`;
}

export function backoffMs(attempt) {
  const base = Math.min(2 ** attempt * 1000, 60_000);
  return base + Math.floor(Math.random() * 250);
}

export async function deliver(endpoint, event) {
  const body = JSON.stringify({ id: event.id, type: event.type, data: event.data });
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    "content-type": "application/json",
    "user-agent": "acme-webhooks/2.3",
    "x-acme-signature": sign(endpoint.secret, body, timestamp),
  };

  const startedAt = Date.now();
  const response = await fetch(endpoint.url, {
    method: "POST",
    headers,
    body,
  });

  const durationMs = Date.now() - startedAt;
  await recordAttempt(endpoint.id, event.id, { status: response.status, durationMs });
  logger.info({ endpoint: endpoint.id, event: event.id, status: response.status }, "webhook delivered");
  return response.ok;
}

export async function deliverWithRetry(endpoint, event) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      if (await deliver(endpoint, event)) return true;
    } catch (err) {
      logger.warn({ err, attempt, endpoint: endpoint.id }, "webhook delivery failed");
    }
    await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
  }
  return false;
}

export async function broadcast(endpoints, event) {
  const subscribed = endpoints.filter((e) => e.enabled && e.events.includes(event.type));
  const results = await Promise.allSettled(subscribed.map((e) => deliverWithRetry(e, event)));
  return results.filter((r) => r.status === "fulfilled" && r.value).length;
}
