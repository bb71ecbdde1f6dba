import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { logger } from './logger.js';
import { config } from './config.js';
import { queue } from './queue.js';

const SIGNATURE_HEADER = 'X-Webhook-Signature';
const MAX_ATTEMPTS = 5;

export function sign(body, secret) {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

export async function deliver(subscription, event) {
  const body = JSON.stringify(event);
  const signature = sign(body, subscription.secret);

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const res = await fetch(subscription.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signature,
        },
        body,
        signal: AbortSignal.timeout(config.webhooks.timeoutMs),
      });
      if (res.ok) {
        return { status: res.status, attempts: attempt };
      }
      logger.warn({ url: subscription.url, status: res.status, attempt }, 'webhook rejected');
    } catch (err) {
      logger.warn({ url: subscription.url, err, attempt }, 'webhook delivery failed');
    }
    await sleep(2 ** attempt * 250);
  }
  throw new Error(`webhook to ${subscription.url} failed after ${MAX_ATTEMPTS} attempts`);
}

export async function drain({ batchSize = 10, idleMs = 1000 } = {}) {
  for (;;) {
    const jobs = await queue.take(batchSize);
    if (jobs.length === 0) {
      await sleep(idleMs);
      continue;
    }
    await Promise.allSettled(
      jobs.map(async (job) => {
        try {
          await deliver(job.subscription, job.event);
          await queue.ack(job.id);
        } catch (err) {
          logger.error({ err, jobId: job.id }, 'giving up on webhook');
          await queue.deadLetter(job.id, String(err));
        }
      }),
    );
  }
}
