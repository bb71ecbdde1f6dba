'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');

const donations = require('../services/donations');
const { requireRole } = require('../middleware/auth');

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.get('/', async (req, res, next) => {
  try {
    const { from, to, donorId } = req.query;
    const list = await donations.list({ from, to, donorId });
    res.json(list);
  } catch (err) {
    next(err);
  }
});

router.get(
  '/:id',
  param('id').isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const donation = await donations.findById(req.params.id);
      if (!donation) {
        return res.status(404).json({ error: 'donation not found' });
      }
      return res.json(donation);
    } catch (err) {
      return next(err);
    }
  }
);

router.post(
  '/',
  requireRole('intake'),
  body('donorId').isUUID(),
  body('items').isArray({ min: 1 }),
  body('items.*.sku').isString().notEmpty(),
  body('items.*.quantity').isInt({ min: 1 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const created = await donations.create(req.body, req.user);
      return res.status(201).json(created);
    } catch (err) {
      return next(err);
    }
  }
);

router.post(
  '/:id/receive',
  requireRole('warehouse'),
  param('id').isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const received = await donations.markReceived(req.params.id, req.user);
      if (!received) {
        return res.status(404).json({ error: 'donation not found' });
      }
      return res.json(received);
    } catch (err) {
      return next(err);
    }
  }
);

router.post(
  '/:id/reject',
  requireRole('warehouse'),
  param('id').isUUID(),
  body('reason').isString().isLength({ min: 3, max: 500 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const rejected = await donations.reject(req.params.id, req.body.reason, req.user);
      if (!rejected) {
        return res.status(404).json({ error: 'donation not found' });
      }
      return res.json(rejected);
    } catch (err) {
      return next(err);
    }
  }
);

router.post(
  '/:id/receipt',
  requireRole('intake'),
  param('id').isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const receipt = await donations.issueTaxReceipt(req.params.id, req.user);
      if (!receipt) {
        return res.status(404).json({ error: 'donation not found' });
      }
      return res.status(201).json(receipt);
    } catch (err) {
      return next(err);
    }
  }
);

module.exports = router;
