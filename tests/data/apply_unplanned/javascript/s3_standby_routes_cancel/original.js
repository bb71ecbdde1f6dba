'use strict';

const express = require('express');
const { body, param, validationResult } = require('express-validator');
const standbyService = require('../services/standbyService');
const { requireRole } = require('../middleware/auth');

const router = express.Router();

function handleValidation(req, res, next) {
  const errors = validationResult(req);
  if (!errors.isEmpty()) {
    return res.status(422).json({ errors: errors.array() });
  }
  return next();
}

router.get(
  '/standby/:base',
  requireRole('crew-control'),
  param('base').isLength({ min: 3, max: 3 }).isUppercase(),
  handleValidation,
  async (req, res, next) => {
    try {
      const crew = await standbyService.listAvailable(req.params.base, new Date());
      res.json({ base: req.params.base, crew });
    } catch (err) {
      next(err);
    }
  },
);

router.post(
  '/standby/:base/callouts',
  requireRole('crew-control'),
  param('base').isLength({ min: 3, max: 3 }).isUppercase(),
  body('pairingId').matches(/^[A-Z]{3}\d{4}$/),
  body('rank').isIn(['CPT', 'FO', 'SCCM', 'CC']),
  handleValidation,
  async (req, res, next) => {
    try {
      const callout = await standbyService.callOut(req.params.base, req.body);
      res.status(201).json(callout);
    } catch (err) {
      next(err);
    }
  },
);

router.post(
  '/standby/callouts/:id/accept',
  requireRole('crew'),
  param('id').isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const callout = await standbyService.accept(req.params.id, req.user.employeeId);
      res.json(callout);
    } catch (err) {
      next(err);
    }
  },
);

router.post(
  '/standby/callouts/:id/decline',
  requireRole('crew'),
  param('id').isUUID(),
  body('reason').isString().isLength({ max: 200 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const callout = await standbyService.decline(req.params.id, req.user.employeeId, req.body.reason);
      res.json(callout);
    } catch (err) {
      next(err);
    }
  },
);

module.exports = router;
