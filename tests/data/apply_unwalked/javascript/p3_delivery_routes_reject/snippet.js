// ... requires, rejectInvalid() and the GET /, GET /:id, POST / routes unchanged ...

router.post(
  '/:id/receive',
  requireRole('manager', 'receiver'),
  param('id').isUUID(),
  body('lines').isArray({ min: 1 }),
  body('lines.*.sku').isString().notEmpty(),
  body('lines.*.quantity').isFloat({ min: 0 }),
  rejectInvalid,
  async (req, res) => {
    // ... receive handler body unchanged ...
  },
);

router.post(
  '/:id/reject',
  requireRole('manager'),
  param('id').isUUID(),
  body('reason').isString().isLength({ min: 3, max: 500 }),
  rejectInvalid,
  async (req, res) => {
    const result = await deliveries.reject(req.params.id, req.body.reason, req.user.id);
    return res.json(result);
  },
);

// ... DELETE /:id and module.exports unchanged ...
