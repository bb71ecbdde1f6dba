// ... existing code ...

router.post(
  "/:id/refund",
  requireAuth,
  requireRole("support"),
  param("id").isUUID(),
  body("amountCents").isInt({ min: 1 }),
  body("reason").isString().trim().notEmpty(),
  handleValidation,
  async (req, res, next) => {
    try {
      const refund = await OrderService.refund(req.params.id, {
        amountCents: req.body.amountCents,
        reason: req.body.reason,
        issuedBy: req.user.id,
      });
      res.status(201).json(refund);
    } catch (err) {
      next(err);
    }
  }
);

module.exports = router;
