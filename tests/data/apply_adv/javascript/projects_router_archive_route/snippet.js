// ... existing routes ...

router.post(
  '/:id/archive',
  requireAuth,
  requireRole('admin'),
  param('id').isMongoId(),
  validate,
  async (req, res, next) => {
    try {
      const project = await Project.findOneAndUpdate(
        { _id: req.params.id, owner: req.user.id, archived: false },
        { $set: { archived: true, archivedAt: new Date() } },
        { new: true },
      );
      if (!project) return res.status(404).json({ error: 'Project not found' });
      await audit.log(req.user.id, 'project.archive', project.id);
      res.json(project);
    } catch (err) {
      next(err);
    }
  },
);

module.exports = router;
