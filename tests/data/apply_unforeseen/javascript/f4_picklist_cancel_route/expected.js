'use strict';

const express = require('express');
const { z } = require('zod');
const db = require('../db');
const { publish } = require('../events');
const { requireRole } = require('../auth');

const router = express.Router();

const lineSchema = z.object({
  sku: z.string().min(1),
  slot: z.string().regex(/^[A-Z]\d{2}-\d{2}-\d$/),
  qty: z.number().int().positive(),
});

const createSchema = z.object({
  waveId: z.string().uuid(),
  priority: z.enum(['standard', 'expedite']).default('standard'),
  notes: z.string().max(280).optional(),
  lines: z.array(lineSchema).min(1).max(60),
});

router.get('/', async (req, res) => {
  const { waveId, status } = req.query;
  const rows = await db.pickLists.find({ waveId, status });
  res.json(rows);
});

router.get('/:id', async (req, res) => {
  const list = await db.pickLists.findById(req.params.id);
  if (!list) {
    return res.status(404).json({ error: 'pick list not found' });
  }
  res.json(list);
});

router.post('/', requireRole('planner'), async (req, res) => {
  const parsed = createSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: parsed.error.flatten() });
  }
  const list = await db.pickLists.create({ ...parsed.data, status: 'pending' });
  await publish('picklist.created', { id: list.id, waveId: list.waveId });
  res.status(201).json(list);
});

router.post('/:id/release', requireRole('planner'), async (req, res) => {
  const list = await db.pickLists.findById(req.params.id);
  if (!list) {
    return res.status(404).json({ error: 'pick list not found' });
  }
  if (list.status !== 'pending') {
    return res.status(409).json({ error: `cannot release a ${list.status} pick list` });
  }
  const updated = await db.pickLists.update(list.id, { status: 'released', releasedAt: new Date() });
  await publish('picklist.released', { id: list.id, priority: list.priority });
  res.json(updated);
});

router.post('/:id/cancel', requireRole('planner'), async (req, res) => {
  const list = await db.pickLists.findById(req.params.id);
  if (!list) {
    return res.status(404).json({ error: 'pick list not found' });
  }
  if (list.status === 'picked' || list.status === 'cancelled') {
    return res.status(409).json({ error: `cannot cancel a ${list.status} pick list` });
  }
  const updated = await db.pickLists.update(list.id, { status: 'cancelled', cancelledAt: new Date() });
  await publish('picklist.cancelled', { id: list.id, robotId: list.robotId ?? null });
  res.json(updated);
});

router.delete('/:id', requireRole('admin'), async (req, res) => {
  const removed = await db.pickLists.remove(req.params.id);
  if (!removed) {
    return res.status(404).json({ error: 'pick list not found' });
  }
  res.status(204).end();
});

module.exports = router;
