// ... existing code ...

router.post(
  '/:orderId/refund',
  requireAuth,
  requireRole('support'),
  param('orderId').isUUID(),
  body('amount').isFloat({ gt: 0 }),
  body('note').optional().isString().isLength({ max: 1000 }),
  handleValidation,
  async (req, res, next) => {
    try {
      const refund = await orderService.refund(req.params.orderId, {
        amount: req.body.amount,
        note: req.body.note,
        issuedBy: req.user.id,
      });
      logger.info('order refunded', { orderId: req.params.orderId, refundId: refund.id });
      return res.status(201).json(refund);
    } catch (err) {
      return next(err);
    }
  },
);

module.exports = router;
