'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');
const Order = require('../models/order');
const { requireAuth, requireRole } = require('../middleware/auth');
const logger = require('../lib/logger');

const router = express.Router();

router.use(requireAuth);

function handleValidation(req, res) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    res.status(422).json({ errors: errors.array() });
    return false;
  }
  return true;
}

router.get('/', async (req, res, next) => {
  try {
    const page = Number(req.query.page || 1);
    const orders = await Order.find({ customerId: req.user.id })
      .sort({ createdAt: -1 })
      .skip((page - 1) * 20)
      .limit(20);
    res.json({ page, orders });
  } catch (err) {
    next(err);
  }
});

router.get('/:id', param('id').isMongoId(), async (req, res, next) => {
  if (!handleValidation(req, res)) return;
  try {
    const order = await Order.findById(req.params.id);
    if (!order) return res.status(404).json({ error: 'Order not found' });
    res.json(order);
  } catch (err) {
    next(err);
  }
});

router.post(
  '/',
  body('items').isArray({ min: 1 }),
  body('shippingAddress').isObject(),
  async (req, res, next) => {
    if (!handleValidation(req, res)) return;
    try {
      const order = await Order.create({
        customerId: req.user.id,
        items: req.body.items,
        shippingAddress: req.body.shippingAddress,
        status: 'pending',
      });
      logger.info('order created', { orderId: order.id });
      res.status(201).json(order);
    } catch (err) {
      next(err);
    }
  }
);

router.post('/:id/cancel', requireRole('admin'), async (req, res, next) => {
  try {
    const order = await Order.findById(req.params.id);
    if (!order) return res.status(404).json({ error: 'Order not found' });
    if (order.status === 'shipped') {
      return res.status(409).json({ error: 'Order already shipped' });
    }
    order.status = 'cancelled';
    await order.save();
    logger.info('order cancelled', { orderId: order.id });
    res.json(order);
  } catch (err) {
    next(err);
  }
});

router.post('/:id/ship', requireRole('admin'), async (req, res, next) => {
  try {
    const order = await Order.findById(req.params.id);
    if (!order) return res.status(404).json({ error: 'Order not found' });
    if (order.status !== 'paid') {
      return res.status(409).json({ error: 'Order is not paid' });
    }
    order.status = 'shipped';
    order.shippedAt = new Date();
    await order.save();
    logger.info('order shipped', { orderId: order.id });
    res.json(order);
  } catch (err) {
    next(err);
  }
});

router.post('/:id/refund', requireRole('admin'), async (req, res, next) => {
  try {
    const order = await Order.findById(req.params.id);
    if (!order) return res.status(404).json({ error: 'Order not found' });
    if (order.status !== 'paid' && order.status !== 'shipped') {
      return res.status(409).json({ error: 'Order cannot be refunded' });
    }
    order.status = 'refunded';
    order.refundedAt = new Date();
    await order.save();
    logger.info('order refunded', { orderId: order.id });
    res.json(order);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
