import nodemailer from 'nodemailer';
import { renderTemplate } from './templates.js';
import { getUserById } from '../users/repository.js';
import config from '../config.js';

const transporter = nodemailer.createTransport({
  host: config.smtp.host,
  port: config.smtp.port,
  secure: config.smtp.port === 465,
  auth: {
    user: config.smtp.user,
    pass: config.smtp.password,
  },
});

async function sendMail(to, subject, html) {
  const info = await transporter.sendMail({
    from: config.smtp.from,
    to,
    subject,
    html,
  });
  return info.messageId;
}

async function loadRecipient(userId) {
  const user = await getUserById(userId);
  if (!user) {
    throw new Error(`User ${userId} not found`);
  }
  return user;
}

export async function sendWelcomeEmail(userId) {
  const user = await loadRecipient(userId);
  const html = await renderTemplate('welcome', { name: user.firstName });
  return sendMail(user.email, 'Welcome aboard!', html);
}

export async function sendPasswordResetEmail(userId, token) {
  const user = await loadRecipient(userId);
  const resetUrl = `${config.appUrl}/reset-password?token=${token}`;
  const html = await renderTemplate('password-reset', {
    name: user.firstName,
    resetUrl,
  });
  return sendMail(user.email, 'Reset your password', html);
}

export async function sendOrderConfirmation(userId, order) {
  const user = await loadRecipient(userId);
  const html = await renderTemplate('order-confirmation', {
    name: user.firstName,
    orderId: order.id,
    total: order.total.toFixed(2),
    items: order.items,
  });
  return sendMail(user.email, `Order #${order.id} confirmed`, html);
}

export async function sendShippingUpdate(userId, order, trackingNumber) {
  const user = await loadRecipient(userId);
  const html = await renderTemplate('shipping-update', {
    name: user.firstName,
    orderId: order.id,
    trackingNumber,
    carrier: order.carrier,
  });
  return sendMail(user.email, `Your order #${order.id} has shipped`, html);
}
