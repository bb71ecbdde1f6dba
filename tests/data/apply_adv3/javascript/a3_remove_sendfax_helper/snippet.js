import { smtp } from './transports/smtp.js';
import { sms } from './transports/sms.js';
import { logger } from './logger.js';

// ... existing code ...

// removed the old sendFax() helper

// ... existing code ...

  if (channels.includes('sms')) {
    results.sms = sendSms(contact, message);
  }

  return results;
}

// ... existing code ...

export function preferredChannels(contact) {
  const channels = [];
  if (contact.email) channels.push('email');
  if (contact.phone && contact.smsOptIn) channels.push('sms');
  return channels.length ? channels : DEFAULT_CHANNELS;
}
