// ... keep existing code

router.patch('/:id', requireRole('vendor-manager'), async (req, res, next) => {
  // ... keep existing code
});

router.post('/:id/inspection', requireRole('safety-officer'), async (req, res, next) => {
  try {
    const { passed, notes } = req.body;
    const stall = await stalls.recordInspection(req.params.id, {
      passed: Boolean(passed),
      notes: notes || '',
      inspector: req.user.id,
    });
    if (!stall) {
      return res.status(404).json({ error: 'stall not found' });
    }
    res.status(201).json(stall);
  } catch (err) {
    next(err);
  }
});

// ... keep existing code
