// ... existing routes ...

router.post(
  '/standby/callouts/:id/cancel',
  requireRole('crew-control'),
  param('id').isUUID(),
  handleValidation,
  async (req, res, next) => {
    try {
      const callout = await standbyService.cancel(req.params.id, req.user.employeeId);
      res.json(callout);
    } catch (err) {
      next(err);
    }
  },
);

module.exports = router;
