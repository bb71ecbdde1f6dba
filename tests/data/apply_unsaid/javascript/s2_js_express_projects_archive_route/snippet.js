// ... existing code ...

router.post("/:id/archive", param("id").isMongoId(), handleValidation, async (req, res, next) => {
  try {
    const project = await Project.findOneAndUpdate(
      { _id: req.params.id, owner: req.user.id },
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
});

module.exports = router;
