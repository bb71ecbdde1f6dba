'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');

const orderService = require('../services/orderService');
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

router.get('/', requireAuth, async (req, res, next) => {
  try {
    const { page = 1, limit = 20, status } = req.query;
    const result = await orderService.list({
      customerId: req.user.id,
      page: Number(page),
      limit: Math.min(Number(limit), 100),
      status,
    });
    res.json(result);
  } catch (err) {
    next(err);
  }
});

router.get(
  '/:orderId',
  requireAuth,
  param('orderId').isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await orderService.findById(req.params.orderId);
      if (!order || order.customerId !== req.user.id) {
        return res.status(404).json({ error: 'Order not found' });
      }
      return res.json(order);
    } catch (err) {
      return next(err);
    }
  },
);

router.post(
  '/',
  requireAuth,
  body('items').isArray({ min: 1 }),
  body('items.*.sku').isString().notEmpty(),
  body('items.*.quantity').isInt({ min: 1 }),
  body('shippingAddressId').isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await orderService.create(req.user.id, req.body);
      logger.info('order created', { orderId: order.id, userId: req.user.id });
      return res.status(201).json(order);
    } catch (err) {
      return next(err);
    }
  },
);

router.post(
  '/:orderId/cancel',
  requireAuth,
  param('orderId').isUUID(),
  body('reason').optional().isString().isLength({ max: 500 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await orderService.cancel(req.params.orderId, {
        userId: req.user.id,
        reason: req.body.reason,
      });
      logger.info('order cancelled', { orderId: order.id });
      return res.json(order);
    } catch (err) {
      return next(err);
    }
  },
);

module.exports = router;
