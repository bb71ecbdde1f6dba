// ... existing code ...

router.post(
  '/:id/cancel',
  requireAuth,
  param('id').isMongoId(),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await Order.findById(req.params.id);
      if (!order || order.customerId !== req.user.id) {
        return res.status(404).json({ error: 'Order not found' });
      }
      if (order.status !== 'pending') {
        return res.status(409).json({ error: 'Only pending orders can be cancelled' });
      }
      order.status = 'cancelled';
      await order.save();
      logger.info(`order ${order.id} cancelled by ${req.user.id}`);
      res.json(order);
    } catch (err) {
      next(err);
    }
  }
);

module.exports = router;
