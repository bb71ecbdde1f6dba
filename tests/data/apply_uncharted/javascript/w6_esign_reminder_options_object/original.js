'use strict';

const { addDays, isWeekend, setHours } = require('date-fns');
const logger = require('../lib/logger');
const { EnvelopeStatus } = require('./constants');

const DEFAULT_INTERVAL_DAYS = 3;
const MAX_REMINDERS = 5;

function nextBusinessDay(date) {
  let next = date;
  while (isWeekend(next)) {
    next = addDays(next, 1);
  }
  return next;
}

function pendingSigners(envelope) {
  return envelope.recipients.filter(
    (r) => r.role === 'signer' && !r.signedAt && !r.declinedAt
  );
}

/**
 * Builds the reminder jobs for every signer who has not yet signed or declined.
 * Reminders never fall on a weekend and stop once the envelope expires.
 */
function scheduleReminders(envelope, intervalDays) {
  const signers = pendingSigners(envelope);
  if (signers.length === 0) {
    return [];
  }
  const reminders = [];
  let sendAt = addDays(envelope.sentAt, intervalDays);
  for (let i = 0; i < MAX_REMINDERS; i += 1) {
    if (envelope.expiresAt && sendAt >= envelope.expiresAt) {
      break;
    }
    const day = nextBusinessDay(sendAt);
    reminders.push({
      envelopeId: envelope.id,
      sendAt: setHours(day, 9),
      recipientIds: signers.map((s) => s.id),
      sequence: i + 1,
    });
    sendAt = addDays(day, intervalDays);
  }
  return reminders;
}

async function queueEnvelopeReminders(queue, envelope) {
  if (envelope.status !== EnvelopeStatus.SENT) {
    logger.debug('skipping reminders for envelope %s in status %s', envelope.id, envelope.status);
    return 0;
  }
  const interval = envelope.reminderIntervalDays || DEFAULT_INTERVAL_DAYS;
  const reminders = scheduleReminders(envelope, interval);
  await Promise.all(reminders.map((r) => queue.add('envelope-reminder', r, { delay: r.sendAt - Date.now() })));
  logger.info('queued %d reminders for envelope %s', reminders.length, envelope.id);
  return reminders.length;
}

async function rescheduleAfterResend(queue, envelope) {
  await queue.removeJobs(`envelope-reminder:${envelope.id}:*`);
  const reminders = scheduleReminders(envelope, DEFAULT_INTERVAL_DAYS);
  await Promise.all(reminders.map((r) => queue.add('envelope-reminder', r, { delay: r.sendAt - Date.now() })));
  return reminders.length;
}

module.exports = {
  scheduleReminders,
  queueEnvelopeReminders,
  rescheduleAfterResend,
};
