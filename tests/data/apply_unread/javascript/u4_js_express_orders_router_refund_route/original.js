const express = require('express');
const { body, validationResult } = require('express-validator');

const Order = require('../models/order');
const { requireAuth, requireRole } = require('../middleware/auth');
const paymentGateway = require('../services/paymentGateway');
const mailer = require('../services/mailer');

const router = express.Router();

router.use(requireAuth);

router.get('/', async (req, res, next) => {
  try {
    const page = Number(req.query.page) || 1;
    const orders = await Order.find({ customerId: req.user.id })
      .sort({ createdAt: -1 })
      .skip((page - 1) * 20)
      .limit(20);
    res.json({ page, orders });
  } catch (err) {
    next(err);
  }
});

router.get('/:id', async (req, res, next) => {
  try {
    const order = await Order.findById(req.params.id);
    if (!order) {
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
  body('shippingAddress').isObject(),
  async (req, res, next) => {
    const errors = validationResult(req);
    if (!errors.isEmpty()) {
      return res.status(422).json({ errors: errors.array() });
    }
    try {
      const order = await Order.create({
        customerId: req.user.id,
        items: req.body.items,
        shippingAddress: req.body.shippingAddress,
        status: 'pending',
      });
      res.status(201).json(order);
    } catch (err) {
      next(err);
    }
  }
);

router.post('/:id/cancel', async (req, res, next) => {
  try {
    const order = await Order.findById(req.params.id);
    if (!order) {
      return res.status(404).json({ error: 'Order not found' });
    }
    if (order.status !== 'pending') {
      return res.status(409).json({ error: `Cannot cancel a ${order.status} order` });
    }
    order.status = 'cancelled';
    await order.save();
    await mailer.sendOrderCancelled(order);
    res.json(order);
  } catch (err) {
    next(err);
  }
});

router.post('/:id/ship', requireRole('warehouse'), async (req, res, next) => {
  try {
    const order = await Order.findById(req.params.id);
    if (!order) {
      return res.status(404).json({ error: 'Order not found' });
    }
    if (order.status !== 'paid') {
      return res.status(409).json({ error: `Cannot ship a ${order.status} order` });
    }
    order.status = 'shipped';
    order.shippedAt = new Date();
    await order.save();
    await mailer.sendOrderShipped(order);
    res.json(order);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
