'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');

const Order = require('../models/order');
const payments = require('../services/payments');
const { requireAuth, requireRole } = require('../middleware/auth');

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
    const orders = await Order.find({ customerId: req.user.id })
      .sort({ createdAt: -1 })
      .limit(50);
    res.json(orders);
  } catch (err) {
    next(err);
  }
});

router.get('/:id', param('id').isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const order = await Order.findOne({ _id: req.params.id, customerId: req.user.id });
    if (!order) return res.status(404).json({ error: 'Order not found' });
    res.json(order);
  } catch (err) {
    next(err);
  }
});

router.post(
  '/',
  body('items').isArray({ min: 1 }),
  body('items.*.sku').isString(),
  body('items.*.qty').isInt({ min: 1 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await Order.create({ customerId: req.user.id, items: req.body.items });
      res.status(201).json(order);
    } catch (err) {
      next(err);
    }
  }
);

router.post('/:id/cancel', param('id').isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const order = await Order.findOne({ _id: req.params.id, customerId: req.user.id });
    if (!order) return res.status(404).json({ error: 'Order not found' });
    if (order.status !== 'pending') {
      return res.status(409).json({ error: `Cannot cancel an order that is ${order.status}` });
    }
    order.status = 'cancelled';
    await order.save();
    res.json(order);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
