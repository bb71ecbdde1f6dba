// ... (rest unchanged) ...

router.delete("/:id", requireAuth, requireRole("admin"), async (req, res, next) => {
  // ...
});

router.post("/:id/archive", requireAuth, async (req, res, next) => {
  try {
    const project = await db.projects.update(req.params.id, { archivedAt: new Date() });
    if (!project) return res.status(404).json({ error: "Not found" });
    res.json(project);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
