// ... requires and router setup unchanged ...

// ... user routes unchanged ...

router.get('/projects/:id', requireAuth, async (req, res, next) => {
  // ... existing handler ...
});

router.patch('/projects/:id', requireAuth, validateBody('projectPatch'), async (req, res, next) => {
  try {
    const project = await projects.update(req.params.id, req.body);
    if (!project) return res.status(404).json({ error: 'not found' });
    res.json(project);
  } catch (err) {
    next(err);
  }
});

// ... delete route and module.exports as before ...
