// ... existing code ...

router.delete("/posts/:id", requireAuth, async (req, res) => {
  const deleted = await db.posts.remove(req.params.id);
  if (!deleted) {
    return res.status(404).json({ error: "not found" });
  }
  res.status(204).end();
});

module.exports = router;
