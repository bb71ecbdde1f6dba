'use strict';

const express = require('express');
const { requireRole } = require('../auth');
const appointments = require('../services/dockAppointments');
const { HttpError } = require('../errors');

const router = express.Router();

const SLOT_MINUTES = 30;

function parseSlot(body) {
  const start = new Date(body.start);
  if (Number.isNaN(start.getTime())) {
    throw new HttpError(400, 'start must be an ISO timestamp');
  }
  if (start.getMinutes() % SLOT_MINUTES !== 0) {
    throw new HttpError(400, `start must fall on a ${SLOT_MINUTES}-minute boundary`);
  }
  if (start.getTime() < Date.now()) {
    throw new HttpError(400, 'start is in the past');
  }
  return start;
}

router.get('/docks', async (req, res) => {
  const docks = await appointments.listDocks(req.query.site);
  res.json(docks);
});

router.get('/docks/:dockId/appointments', async (req, res) => {
  const day = req.query.day || new Date().toISOString().slice(0, 10);
  const list = await appointments.forDock(req.params.dockId, day);
  res.json(list);
});

router.post('/docks/:dockId/appointments', requireRole('scheduler'), async (req, res) => {
  const start = parseSlot(req.body);
  const appt = await appointments.book({
    dockId: req.params.dockId,
    start,
    carrier: req.body.carrier,
    poNumbers: req.body.poNumbers || [],
    bookedBy: req.user.id,
  });
  res.status(201).json(appt);
});

router.post('/appointments/:id/check-in', requireRole('gatehouse'), async (req, res) => {
  const appt = await appointments.checkIn(req.params.id, {
    trailer: req.body.trailer,
    sealNumber: req.body.sealNumber,
    at: new Date(),
  });
  res.json(appt);
});

router.patch('/appointments/:id', requireRole('scheduler'), async (req, res) => {
  const start = parseSlot(req.body);
  const appt = await appointments.reschedule(req.params.id, start, req.user.id);
  res.json(appt);
});

router.delete('/appointments/:id', requireRole('scheduler'), async (req, res) => {
  await appointments.cancel(req.params.id, req.user.id);
  res.status(204).end();
});

router.use((err, req, res, next) => {
  if (err instanceof HttpError) {
    res.status(err.status).json({ error: err.message });
    return;
  }
  next(err);
});

module.exports = router;
