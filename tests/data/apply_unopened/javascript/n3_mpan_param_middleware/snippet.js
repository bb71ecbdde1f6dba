'use strict';

const express = require('express');
const { validateMpan } = require('../lib/mpan');
const readingsStore = require('../stores/readings');

const router = express.Router();

router.param('mpan', (req, res, next, mpan) => {
  if (!validateMpan(mpan)) {
    return res.status(400).json({ error: 'Invalid MPAN' });
  }
  next();
});

router.get('/:mpan/latest', async (req, res, next) => {
  try {
    const reading = await readingsStore.latest(req.params.mpan);
    if (!reading) {
      return res.status(404).json({ error: 'No readings for meter' });
    }
    res.json(reading);
  } catch (err) {
    next(err);
  }
});

router.get('/:mpan', async (req, res, next) => {
  try {
    const { mpan } = req.params;
    const from = new Date(req.query.from);
    const to = new Date(req.query.to);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
      return res.status(400).json({ error: 'from and to must be ISO 8601 dates' });
    }
    const readings = await readingsStore.between(mpan, from, to);
    res.json({ mpan, count: readings.length, readings });
  } catch (err) {
    next(err);
  }
});

router.post('/:mpan', async (req, res, next) => {
  try {
    const saved = await readingsStore.insert(req.params.mpan, req.body);
    res.status(201).json(saved);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
