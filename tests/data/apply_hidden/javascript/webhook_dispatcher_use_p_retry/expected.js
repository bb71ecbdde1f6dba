import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import pRetry, { AbortError } from 'p-retry';

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

  return pRetry(
    async (attempt) => {
      const res = await fetch(subscription.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signature,
        },
        body,
        signal: AbortSignal.timeout(config.webhooks.timeoutMs),
      });
      if (res.status >= 400 && res.status < 500 && res.status !== 429) {
        throw new AbortError(`webhook rejected with ${res.status}`);
      }
      if (!res.ok) {
        throw new Error(`webhook failed with ${res.status}`);
      }
      return { status: res.status, attempts: attempt };
    },
    {
      retries: MAX_ATTEMPTS - 1,
      minTimeout: 250,
      onFailedAttempt: (err) => {
        logger.warn({ url: subscription.url, err, attempt: err.attemptNumber }, 'webhook delivery failed');
      },
    },
  );
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
