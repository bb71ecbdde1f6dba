import express from 'express';
import crypto from 'node:crypto';

import { logger } from '../logger.js';
import * as shipments from '../services/shipments.js';
import * as tracking from '../services/tracking.js';

const router = express.Router();

const SIGNING_SECRET = process.env.SUPPLIER_WEBHOOK_SECRET;
const MAX_SKEW_MS = 5 * 60 * 1000;

function verifySignature(req, res, next) {
  const signature = req.get('X-Signature') ?? '';
  const timestamp = Number(req.get('X-Timestamp'));
  if (!timestamp || Math.abs(Date.now() - timestamp) > MAX_SKEW_MS) {
    return res.status(401).json({ error: 'stale request' });
  }
  const expected = crypto
    .createHmac('sha256', SIGNING_SECRET)
    .update(`${timestamp}.${req.rawBody}`)
    .digest('hex');
  const ok = signature.length === expected.length
    && crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!ok) {
    return res.status(401).json({ error: 'bad signature' });
  }
  return next();
}

router.post('/webhooks/supplier', verifySignature, async (req, res) => {
  const event = req.body;
  if (!event || typeof event.type !== 'string' || !event.data) {
    return res.status(400).json({ error: 'invalid payload' });
  }
  logger.info({ type: event.type, id: event.id }, 'supplier webhook');

  switch (event.type) {
    case 'shipment.received':
      await shipments.receive(event.data);
      break;
    case 'shipment.cancelled':
      await shipments.cancel(event.data);
      break;
    case 'shipment.delayed':
      await shipments.notifyDelay(event.data);
      break;
    default:
      logger.warn({ type: event.type }, 'unhandled supplier event');
  }

  res.status(204).end();
});

router.post('/webhooks/carrier', verifySignature, async (req, res) => {
  const event = req.body;
  if (!event || typeof event.type !== 'string' || !event.data) {
    return res.status(400).json({ error: 'invalid payload' });
  }
  logger.info({ type: event.type, id: event.id }, 'carrier webhook');

  switch (event.type) {
    case 'tracking.updated':
      await tracking.update(event.data);
      break;
    case 'shipment.delivered':
      await shipments.markDelivered(event.data);
      break;
    default:
      logger.warn({ type: event.type }, 'unhandled carrier event');
  }

  res.status(204).end();
});

export default router;
