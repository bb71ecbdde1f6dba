// ... imports and validation helper unchanged ...

router.use(requireAuth);

// ... GET, POST and PUT routes unchanged ...

router.delete('/:id', requireRole('admin'), param('id').isInt(), handleValidation, async (req, res, next) => {
  try {
    // soft delete: keep the row so it can be restored from the admin panel
    const count = await db('articles')
      .where({ id: req.params.id })
      .whereNull('deleted_at')
      .update({ deleted_at: db.fn.now(), deleted_by: req.user.id });
    if (!count) return res.status(404).json({ error: 'not found' });
    logger.info({ articleId: req.params.id, userId: req.user.id }, 'article soft-deleted');
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
