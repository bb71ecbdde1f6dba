// ... existing routes ...

router.post(
  '/:id/refund',
  requireRole('admin'),
  param('id').isMongoId(),
  body('amount').optional().isFloat({ gt: 0 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const order = await Order.findById(req.params.id);
      if (!order) return res.status(404).json({ error: 'Order not found' });
      if (order.status !== 'paid') {
        return res.status(409).json({ error: `Cannot refund an order that is ${order.status}` });
      }
      const refund = await payments.refund(order.paymentId, req.body.amount ?? order.total);
      order.status = 'refunded';
      order.refundId = refund.id;
      await order.save();
      res.json(order);
    } catch (err) {
      next(err);
    }
  }
);

module.exports = router;
