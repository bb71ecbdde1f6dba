'use strict';

const express = require('express');
const { validateMpan } = require('../lib/mpan');
const readingsStore = require('../stores/readings');

const router = express.Router();

router.get('/:mpan/latest', async (req, res, next) => {
  try {
    const { mpan } = req.params;
    if (!validateMpan(mpan)) {
      return res.status(400).json({ error: 'Invalid MPAN' });
    }
    const reading = await readingsStore.latest(mpan);
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
    if (!validateMpan(mpan)) {
      return res.status(400).json({ error: 'Invalid MPAN' });
    }
    const from = new Date(req.query.from);
    const to = new Date(req.query.to);
    const readings = await readingsStore.between(mpan, from, to);
    res.json({ mpan, count: readings.length, readings });
  } catch (err) {
    next(err);
  }
});

router.post('/:mpan', async (req, res, next) => {
  try {
    const { mpan } = req.params;
    if (!validateMpan(mpan)) {
      return res.status(400).json({ error: 'Invalid MPAN' });
    }
    const saved = await readingsStore.insert(mpan, req.body);
    res.status(201).json(saved);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
