// ... existing code ...

router.post('/:id/cancel', param('id').isUUID(), handleValidation, async (req, res, next) => {
  try {
    const order = await Order.findById(req.params.id);
    if (!order || order.userId !== req.user.id) {
      return res.status(404).json({ error: 'Order not found' });
    }
    if (order.status !== 'pending') {
      return res.status(409).json({ error: `Cannot cancel an order that is ${order.status}` });
    }
    const cancelled = await Order.updateStatus(order.id, 'cancelled');
    logger.info('order cancelled', { orderId: order.id, userId: req.user.id });
    res.json(cancelled);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
