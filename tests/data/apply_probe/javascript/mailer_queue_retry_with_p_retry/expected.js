import nodemailer from 'nodemailer';
import pRetry from 'p-retry';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Handlebars from 'handlebars';

import config from './config.js';
import { createLogger } from './logger.js';

const log = createLogger('mailer');

const transport = nodemailer.createTransport({
  host: config.smtp.host,
  port: config.smtp.port,
  secure: config.smtp.port === 465,
  auth: {
    user: config.smtp.user,
    pass: config.smtp.password,
  },
});

const templateCache = new Map();

async function loadTemplate(name) {
  if (templateCache.has(name)) {
    return templateCache.get(name);
  }
  const file = path.join(config.templateDir, `${name}.hbs`);
  const source = await readFile(file, 'utf8');
  const compiled = Handlebars.compile(source);
  templateCache.set(name, compiled);
  return compiled;
}

export async function render(name, context) {
  const template = await loadTemplate(name);
  return template({ ...config.defaults, ...context });
}

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

export async function drain(queue) {
  const results = [];
  while (queue.length > 0) {
    const job = queue.shift();
    try {
      results.push({ id: job.id, messageId: await sendOne(job) });
    } catch (err) {
      log.error('failed to send job %s: %s', job.id, err.message);
      results.push({ id: job.id, error: err.message });
    }
  }
  return results;
}

export function close() {
  transport.close();
}
