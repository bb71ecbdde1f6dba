import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import pRetry, { AbortError } from 'p-retry';

import { logger } from './logger.js';
// ... existing code ...

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

// ... existing code ...
