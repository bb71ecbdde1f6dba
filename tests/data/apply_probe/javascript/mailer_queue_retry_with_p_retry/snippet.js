import nodemailer from 'nodemailer';
import pRetry from 'p-retry';
import { readFile } from 'node:fs/promises';
// ... existing imports ...

export async function sendOne(job) {
  const html = await render(job.template, job.context);
  const info = await pRetry(
    () =>
      transport.sendMail({
        from: config.smtp.from,
        to: job.to,
        subject: job.subject,
        html,
      }),
    {
      retries: config.smtp.retries ?? 3,
      onFailedAttempt: (error) => {
        log.warn('attempt %d for %s failed: %s', error.attemptNumber, job.to, error.message);
      },
    }
  );
  log.info('sent %s to %s', info.messageId, job.to);
  return info.messageId;
}

// ... rest of the file ...
