// ... existing code ...

router.get('/policies/:id', requireRole('adjuster'), async (req, res, next) => {
  try {
    const row = await db.policies.findById(req.params.id);
    if (!row) {
      return res.status(404).json({ error: 'not_found' });
    }
    res.json(redactPolicy(row));
  } catch (err) {
    next(err);
  }
});

// ... existing code ...
