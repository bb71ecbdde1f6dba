import { smtp } from './transports/smtp.js';
import { sms } from './transports/sms.js';
import { fax } from './transports/fax.js';
import { logger } from './logger.js';

const DEFAULT_CHANNELS = ['email'];

function sendEmail(contact, message) {
  if (!contact.email) return false;
  smtp.send({ to: contact.email, subject: message.subject, body: message.body });
  logger.info('email sent', { to: contact.email });
  return true;
}

function sendSms(contact, message) {
  if (!contact.phone) return false;
  sms.send({ to: contact.phone, text: message.short || message.subject });
  logger.info('sms sent', { to: contact.phone });
  return true;
}

function sendFax(contact, message) {
  if (!contact.fax) return false;
  const pages = fax.render(message.body, { header: message.subject });
  fax.send({ to: contact.fax, pages });
  logger.info('fax sent', { to: contact.fax, pages: pages.length });
  return true;
}

export function notify(contact, message, channels = DEFAULT_CHANNELS) {
  const results = {};

  if (channels.includes('email')) {
    results.email = sendEmail(contact, message);
  }
  if (channels.includes('sms')) {
    results.sms = sendSms(contact, message);
  }
  if (channels.includes('fax')) {
    results.fax = sendFax(contact, message);
  }

  return results;
}

export function notifyAll(contacts, message, channels) {
  return contacts.map((contact) => ({
    id: contact.id,
    results: notify(contact, message, channels),
  }));
}

export function preferredChannels(contact) {
  const channels = [];
  if (contact.email) channels.push('email');
  if (contact.phone && contact.smsOptIn) channels.push('sms');
  if (contact.fax) channels.push('fax');
  return channels.length ? channels : DEFAULT_CHANNELS;
}
