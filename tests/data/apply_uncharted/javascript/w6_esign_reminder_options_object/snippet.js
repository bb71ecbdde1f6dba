// ... existing code ...

function scheduleReminders(
  envelope,
  { intervalDays = DEFAULT_INTERVAL_DAYS, maxReminders = MAX_REMINDERS, sendHour = 9 } = {}
) {
  const signers = pendingSigners(envelope);
  if (signers.length === 0) {
    return [];
  }
  const reminders = [];
  let sendAt = addDays(envelope.sentAt, intervalDays);
  for (let i = 0; i < maxReminders; i += 1) {
    if (envelope.expiresAt && sendAt >= envelope.expiresAt) {
      break;
    }
    const day = nextBusinessDay(sendAt);
    reminders.push({
      envelopeId: envelope.id,
      sendAt: setHours(day, sendHour),
      recipientIds: signers.map((s) => s.id),
      sequence: i + 1,
    });
    sendAt = addDays(day, intervalDays);
  }
  return reminders;
}

async function queueEnvelopeReminders(queue, envelope) {
  // ... existing code ...
  const interval = envelope.reminderIntervalDays || DEFAULT_INTERVAL_DAYS;
  const reminders = scheduleReminders(envelope, {
    intervalDays: interval,
    sendHour: envelope.reminderHour,
  });
  // ... existing code ...
}

async function rescheduleAfterResend(queue, envelope) {
  await queue.removeJobs(`envelope-reminder:${envelope.id}:*`);
  const reminders = scheduleReminders(envelope);
  // ... existing code ...
}

// ... existing code ...
