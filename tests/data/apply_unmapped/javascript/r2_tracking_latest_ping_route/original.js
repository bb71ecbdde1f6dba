'use strict';

const express = require('express');
const { requireAuth } = require('../middleware/auth');
const pingStore = require('../stores/pingStore');
const loadStore = require('../stores/loadStore');

const router = express.Router();

router.use(requireAuth);

router.get('/loads/:loadId/pings', async (req, res, next) => {
  try {
    const load = await loadStore.findById(req.params.loadId);
    if (!load) {
      return res.status(404).json({ error: 'load_not_found' });
    }
    const pings = await pingStore.listForLoad(load.id, {
      since: req.query.since,
      limit: Number(req.query.limit) || 100,
    });
    res.json({ loadId: load.id, pings });
  } catch (err) {
    next(err);
  }
});

router.post('/loads/:loadId/pings', async (req, res, next) => {
  try {
    const load = await loadStore.findById(req.params.loadId);
    if (!load) {
      return res.status(404).json({ error: 'load_not_found' });
    }
    const { lat, lng, recordedAt, source } = req.body;
    if (typeof lat !== 'number' || typeof lng !== 'number') {
      return res.status(400).json({ error: 'invalid_coordinates' });
    }
    const ping = await pingStore.insert({
      loadId: load.id,
      lat,
      lng,
      recordedAt: recordedAt || new Date().toISOString(),
      source: source || 'driver_app',
    });
    res.status(201).json(ping);
  } catch (err) {
    next(err);
  }
});

router.get('/loads/:loadId/eta', async (req, res, next) => {
  try {
    const load = await loadStore.findById(req.params.loadId);
    if (!load) {
      return res.status(404).json({ error: 'load_not_found' });
    }
    const eta = await pingStore.estimateArrival(load.id, load.consignee);
    res.json({ loadId: load.id, eta });
  } catch (err) {
    next(err);
  }
});

router.delete('/loads/:loadId/pings', async (req, res, next) => {
  try {
    const load = await loadStore.findById(req.params.loadId);
    if (!load) {
      return res.status(404).json({ error: 'load_not_found' });
    }
    const removed = await pingStore.purgeForLoad(load.id);
    res.json({ loadId: load.id, removed });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
