// ... imports and router setup unchanged ...

router.get('/loads/:loadId/eta', async (req, res, next) => {
  // ... existing ETA handler ...
});

router.get('/loads/:loadId/pings/latest', async (req, res, next) => {
  try {
    const load = await loadStore.findById(req.params.loadId);
    if (!load) {
      return res.status(404).json({ error: 'load_not_found' });
    }
    const ping = await pingStore.latestForLoad(load.id);
    if (!ping) {
      return res.status(204).end();
    }
    res.json({ loadId: load.id, ping });
  } catch (err) {
    next(err);
  }
});

// ... DELETE route and export unchanged ...
