'use strict';

const express = require('express');
const { requireRole } = require('../auth');
const db = require('../db');

const router = express.Router();

// Policyholder PII never leaves the API unmasked.
function redactPolicy(policy) {
  const { ssnLast4, bankAccount, ...rest } = policy;
  return { ...rest, ssnLast4: ssnLast4 ? '***' : null };
}

router.get('/claims/:id', requireRole('adjuster'), async (req, res, next) => {
  try {
    const row = await db.claims.findById(req.params.id);
    if (!row) {
      return res.status(404).json({ error: 'not_found' });
    }
    res.json(row);
  } catch (err) {
    next(err);
  }
});

router.get('/policies', requireRole('adjuster'), async (req, res, next) => {
  try {
    const rows = await db.policies.search({ holder: req.query.holder, limit: 50 });
    res.json(rows.map(redactPolicy));
  } catch (err) {
    next(err);
  }
});

router.get('/policies/:id', requireRole('adjuster'), async (req, res, next) => {
  try {
    const row = await db.policies.findById(req.params.id);
    if (!row) {
      return res.status(404).json({ error: 'not_found' });
    }
    res.json(row);
  } catch (err) {
    next(err);
  }
});

router.get('/visits/:id', requireRole('adjuster'), async (req, res, next) => {
  try {
    const row = await db.visits.findById(req.params.id);
    if (!row) {
      return res.status(404).json({ error: 'not_found' });
    }
    res.json(row);
  } catch (err) {
    next(err);
  }
});

router.post('/claims/:id/fraud-flags', requireRole('siu'), async (req, res, next) => {
  try {
    const { code, weight, note } = req.body;
    if (!code || !Number.isInteger(weight)) {
      return res.status(400).json({ error: 'invalid_flag' });
    }
    const flag = await db.fraudFlags.create({
      claimId: req.params.id,
      code,
      weight,
      note,
      raisedBy: req.user.id,
    });
    res.status(201).json(flag);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
