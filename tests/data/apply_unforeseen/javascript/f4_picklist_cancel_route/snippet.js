// ... keep existing code

const createSchema = z.object({
  waveId: z.string().uuid(),
  priority: z.enum(['standard', 'expedite']).default('standard'),
  notes: z.string().max(280).optional(),
  lines: z.array(lineSchema).min(1).max(60),
});

// ... keep existing code

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

// ... keep existing code
