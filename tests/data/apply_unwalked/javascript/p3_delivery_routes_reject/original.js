const express = require('express');
const { body, param, validationResult } = require('express-validator');

const deliveries = require('../services/deliveries');
const suppliers = require('../services/suppliers');
const { requireRole } = require('../middleware/auth');

const router = express.Router();

function rejectInvalid(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.get('/', requireRole('manager', 'receiver'), async (req, res) => {
  const { locationId, from, to } = req.query;
  const list = await deliveries.list({ locationId, from, to });
  res.json(list);
});

router.get(
  '/:id',
  requireRole('manager', 'receiver'),
  param('id').isUUID(),
  rejectInvalid,
  async (req, res) => {
    const delivery = await deliveries.findById(req.params.id);
    if (!delivery) {
      return res.status(404).json({ error: 'delivery not found' });
    }
    return res.json(delivery);
  },
);

router.post(
  '/',
  requireRole('manager'),
  body('supplierId').isUUID(),
  body('locationId').isUUID(),
  body('expectedAt').isISO8601(),
  rejectInvalid,
  async (req, res) => {
    const supplier = await suppliers.findById(req.body.supplierId);
    if (!supplier || !supplier.active) {
      return res.status(400).json({ error: 'unknown or inactive supplier' });
    }
    const created = await deliveries.schedule(req.body);
    return res.status(201).json(created);
  },
);

router.post(
  '/:id/receive',
  requireRole('manager', 'receiver'),
  param('id').isUUID(),
  body('lines').isArray({ min: 1 }),
  rejectInvalid,
  async (req, res) => {
    const result = await deliveries.receive(req.params.id, req.body.lines, req.user.id);
    return res.json(result);
  },
);

router.delete('/:id', requireRole('manager'), param('id').isUUID(), rejectInvalid, async (req, res) => {
  await deliveries.cancel(req.params.id);
  res.status(204).end();
});

module.exports = router;
