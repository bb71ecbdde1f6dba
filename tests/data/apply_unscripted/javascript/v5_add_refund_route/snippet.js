// ... existing code ...

// Refund an order in full and release its seats back to the seat map.
router.post("/orders/:ref/refund", async (req, res, next) => {
  try {
    const order = await orders.findByRef(req.params.ref);
    if (!order) {
      return res.status(404).json({ error: "order_not_found" });
    }
    if (order.status === "refunded") {
      return res.status(409).json({ error: "already_refunded" });
    }
    const refund = await orders.refund(order, { reason: req.body.reason, staffId: req.user.id });
    await tickets.releaseSeats(order.tickets);
    res.json({ refundedCents: refund.amountCents });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
