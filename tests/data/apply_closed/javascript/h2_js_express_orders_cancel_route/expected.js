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
  next();
}

router.get('/', requireAuth, async (req, res, next) => {
  try {
    const page = parseInt(req.query.page, 10) || 1;
    const limit = Math.min(parseInt(req.query.limit, 10) || 20, 100);
    const orders = await Order.find({ customerId: req.user.id })
      .sort({ createdAt: -1 })
      .skip((page - 1) * limit)
      .limit(limit);
    res.json({ page, limit, orders });
  } catch (err) {
    next(err);
  }
});

router.get(
  '/:id',
  requireAuth,
  param('id').isMongoId(),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await Order.findById(req.params.id);
      if (!order || order.customerId !== req.user.id) {
        return res.status(404).json({ error: 'Order not found' });
      }
      res.json(order);
    } catch (err) {
      next(err);
    }
  }
);

router.post(
  '/',
  requireAuth,
  body('items').isArray({ min: 1 }),
  body('shippingAddress').isObject(),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await Order.create({
        customerId: req.user.id,
        items: req.body.items,
        shippingAddress: req.body.shippingAddress,
        status: 'pending',
      });
      logger.info(`order ${order.id} created by ${req.user.id}`);
      res.status(201).json(order);
    } catch (err) {
      next(err);
    }
  }
);

router.patch(
  '/:id/status',
  requireAuth,
  requireRole('admin'),
  param('id').isMongoId(),
  body('status').isIn(['pending', 'paid', 'shipped', 'delivered']),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await Order.findByIdAndUpdate(
        req.params.id,
        { status: req.body.status },
        { new: true }
      );
      if (!order) {
        return res.status(404).json({ error: 'Order not found' });
      }
      logger.info(`order ${order.id} moved to ${order.status}`);
      res.json(order);
    } catch (err) {
      next(err);
    }
  }
);

router.post(
  '/:id/cancel',
  requireAuth,
  param('id').isMongoId(),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await Order.findById(req.params.id);
      if (!order || order.customerId !== req.user.id) {
        return res.status(404).json({ error: 'Order not found' });
      }
      if (order.status !== 'pending') {
        return res.status(409).json({ error: 'Only pending orders can be cancelled' });
      }
      order.status = 'cancelled';
      await order.save();
      logger.info(`order ${order.id} cancelled by ${req.user.id}`);
      res.json(order);
    } catch (err) {
      next(err);
    }
  }
);

module.exports = router;
