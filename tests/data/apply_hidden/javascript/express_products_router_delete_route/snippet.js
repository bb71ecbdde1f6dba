// ... existing routes ...

router.delete(
  '/:id',
  requireAuth,
  requireRole('admin'),
  param('id').isMongoId(),
  handleValidation,
  async (req, res, next) => {
    try {
      const product = await Product.findByIdAndDelete(req.params.id);
      if (!product) {
        return res.status(404).json({ error: 'Product not found' });
      }
      res.status(204).end();
    } catch (err) {
      next(err);
    }
  },
);

module.exports = router;
