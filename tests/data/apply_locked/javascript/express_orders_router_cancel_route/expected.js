const express = require('express');
const { body, param, validationResult } = require('express-validator');

const Order = require('../models/order');
const { requireAuth, requireRole } = require('../middleware/auth');
const logger = require('../lib/logger');

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.use(requireAuth);

router.get('/', async (req, res, next) => {
  try {
    const page = Number(req.query.page) || 1;
    const orders = await Order.findForUser(req.user.id, { page, limit: 20 });
    res.json(orders);
  } catch (err) {
    next(err);
  }
});

router.get('/:id', param('id').isUUID(), handleValidation, async (req, res, next) => {
  try {
    const order = await Order.findById(req.params.id);
    if (!order || order.userId !== req.user.id) {
      return res.status(404).json({ error: 'Order not found' });
    }
    res.json(order);
  } catch (err) {
    next(err);
  }
});

router.post(
  '/',
  body('items').isArray({ min: 1 }),
  body('items.*.sku').isString(),
  body('items.*.quantity').isInt({ min: 1 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await Order.create({ userId: req.user.id, items: req.body.items });
      logger.info('order created', { orderId: order.id, userId: req.user.id });
      res.status(201).json(order);
    } catch (err) {
      next(err);
    }
  },
);

router.patch(
  '/:id/status',
  requireRole('admin'),
  param('id').isUUID(),
  body('status').isIn(['pending', 'paid', 'shipped', 'delivered']),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await Order.updateStatus(req.params.id, req.body.status);
      if (!order) {
        return res.status(404).json({ error: 'Order not found' });
      }
      logger.info('order status changed', { orderId: order.id, status: order.status });
      res.json(order);
    } catch (err) {
      next(err);
    }
  },
);

router.post('/:id/cancel', param('id').isUUID(), handleValidation, async (req, res, next) => {
  try {
    const order = await Order.findById(req.params.id);
    if (!order || order.userId !== req.user.id) {
      return res.status(404).json({ error: 'Order not found' });
    }
    if (order.status !== 'pending') {
      return res.status(409).json({ error: `Cannot cancel an order that is ${order.status}` });
    }
    const cancelled = await Order.updateStatus(order.id, 'cancelled');
    logger.info('order cancelled', { orderId: order.id, userId: req.user.id });
    res.json(cancelled);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
