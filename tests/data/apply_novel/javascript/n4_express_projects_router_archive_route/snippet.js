// ... existing code ...

router.post(
  "/:id/archive",
  requireAuth,
  param("id").isMongoId(),
  handleValidation,
  asyncHandler(async (req, res) => {
    const project = await Project.findOneAndUpdate(
      { _id: req.params.id, owner: req.user.id },
      { $set: { archived: true, archivedAt: new Date() } },
      { new: true }
    );
    if (!project) {
      return res.status(404).json({ error: "Project not found" });
    }
    res.json(project);
  })
);

module.exports = router;
