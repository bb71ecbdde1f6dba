// ... existing code ...

router.post(
  "/:id/archive",
  requireAuth,
  requireRole("admin"),
  param("id").isMongoId(),
  handleValidation,
  async (req, res, next) => {
    try {
      const project = await Project.findOneAndUpdate(
        { _id: req.params.id },
        { $set: { archived: true, archivedAt: new Date() } },
        { new: true }
      );
      if (!project) {
        return res.status(404).json({ error: "Project not found" });
      }
      res.json(project);
    } catch (err) {
      next(err);
    }
  }
);

module.exports = router;
