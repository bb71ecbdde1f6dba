// ... existing routes ...

router.post(
  '/:id/receipt',
  requireRole('intake'),
  param('id').isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const receipt = await donations.issueTaxReceipt(req.params.id, req.user);
      if (!receipt) {
        return res.status(404).json({ error: 'donation not found' });
      }
      return res.status(201).json(receipt);
    } catch (err) {
      return next(err);
    }
  }
);

module.exports = router;
