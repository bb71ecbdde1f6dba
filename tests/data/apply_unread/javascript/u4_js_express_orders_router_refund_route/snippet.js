// ... existing routes ...

router.post('/:id/refund', requireRole('admin'), async (req, res, next) => {
  try {
    const order = await Order.findById(req.params.id);
    if (!order) {
      return res.status(404).json({ error: 'Order not found' });
    }
    if (!['paid', 'shipped'].includes(order.status)) {
      return res.status(409).json({ error: `Cannot refund a ${order.status} order` });
    }
    await paymentGateway.refund(order.paymentId, order.total);
    order.status = 'refunded';
    order.refundedAt = new Date();
    await order.save();
    await mailer.sendOrderRefunded(order);
    res.json(order);
  } catch (err) {
    next(err);
  }
});
