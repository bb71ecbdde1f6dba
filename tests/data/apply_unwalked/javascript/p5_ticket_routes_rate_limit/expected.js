import express from 'express';
import { requireFan, requireBoxOffice } from './middleware/auth.js';
import { rateLimit } from './middleware/rateLimit.js';
import { validateBody } from './middleware/validate.js';
import { TicketService } from './services/ticketService.js';
import { purchaseSchema, transferSchema } from './schemas/tickets.js';
import logger from './logger.js';

const router = express.Router();
const tickets = new TicketService();

router.get('/matches/:matchId/availability', async (req, res, next) => {
  try {
    const availability = await tickets.availability(req.params.matchId);
    res.json(availability);
  } catch (err) {
    next(err);
  }
});

router.post(
  '/matches/:matchId/tickets',
  requireFan,
  rateLimit({ windowMs: 60_000, max: 5, keyBy: (req) => req.user.id }),
  validateBody(purchaseSchema),
  async (req, res, next) => {
    try {
      const order = await tickets.purchase({
        matchId: req.params.matchId,
        fanId: req.user.id,
        seats: req.body.seats,
        paymentToken: req.body.paymentToken,
      });
      logger.info('ticket order created', { orderId: order.id, matchId: order.matchId });
      res.status(201).json(order);
    } catch (err) {
      next(err);
    }
  },
);

router.post(
  '/tickets/:ticketId/transfer',
  requireFan,
  validateBody(transferSchema),
  async (req, res, next) => {
    try {
      const ticket = await tickets.transfer(req.params.ticketId, req.user.id, req.body.toFanId);
      res.json(ticket);
    } catch (err) {
      next(err);
    }
  },
);

router.delete('/tickets/:ticketId', requireBoxOffice, async (req, res, next) => {
  try {
    await tickets.void(req.params.ticketId, { reason: req.body.reason ?? 'box office void' });
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

export default router;
