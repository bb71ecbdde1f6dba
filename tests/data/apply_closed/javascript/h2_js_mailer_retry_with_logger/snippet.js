import nodemailer from 'nodemailer';
import pRetry from 'p-retry';
import { renderTemplate } from './templates.js';
import { getUserById } from '../users/repository.js';
import config from '../config.js';
import logger from '../lib/logger.js';

// ... existing code ...

async function sendMail(to, subject, html) {
  const info = await pRetry(
    () =>
      transporter.sendMail({
        from: config.smtp.from,
        to,
        subject,
        html,
      }),
    {
      retries: 3,
      onFailedAttempt: (error) => {
        logger.warn(
          `sendMail to ${to} failed (attempt ${error.attemptNumber}): ${error.message}`
        );
      },
    }
  );
  logger.debug(`sent "${subject}" to ${to} (${info.messageId})`);
  return info.messageId;
}

// ... existing code ...
