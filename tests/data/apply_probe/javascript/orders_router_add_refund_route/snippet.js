// ... existing code ...

router.post('/:id/ship', requireRole('admin'), async (req, res, next) => {
  // ... existing code ...
});

router.post('/:id/refund', requireRole('admin'), async (req, res, next) => {
  try {
    const order = await Order.findById(req.params.id);
    if (!order) return res.status(404).json({ error: 'Order not found' });
    if (order.status !== 'paid' && order.status !== 'shipped') {
      return res.status(409).json({ error: 'Order cannot be refunded' });
    }
    order.status = 'refunded';
    order.refundedAt = new Date();
    await order.save();
    logger.info('order refunded', { orderId: order.id });
    res.json(order);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
