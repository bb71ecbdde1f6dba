'use strict';

const express = require('express');
const { requireRole } = require('../middleware/auth');
const stalls = require('../services/vendorStalls');

const router = express.Router();

router.get('/', async (req, res, next) => {
  try {
    const list = await stalls.list({ zone: req.query.zone, status: req.query.status });
    res.json(list);
  } catch (err) {
    next(err);
  }
});

router.get('/:id', async (req, res, next) => {
  try {
    const stall = await stalls.findById(req.params.id);
    if (!stall) {
      return res.status(404).json({ error: 'stall not found' });
    }
    res.json(stall);
  } catch (err) {
    next(err);
  }
});

router.post('/', requireRole('vendor-manager'), async (req, res, next) => {
  try {
    const stall = await stalls.create(req.body);
    res.status(201).json(stall);
  } catch (err) {
    next(err);
  }
});

router.patch('/:id', requireRole('vendor-manager'), async (req, res, next) => {
  try {
    const stall = await stalls.update(req.params.id, req.body);
    if (!stall) {
      return res.status(404).json({ error: 'stall not found' });
    }
    res.json(stall);
  } catch (err) {
    next(err);
  }
});

router.delete('/:id', requireRole('vendor-manager'), async (req, res, next) => {
  try {
    const removed = await stalls.remove(req.params.id);
    if (!removed) {
      return res.status(404).json({ error: 'stall not found' });
    }
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
