// ... keep existing code

  router.get(
    "/:matterId",
    requireRole("attorney", "paralegal"),
    asyncHandler(async (req, res) => {
      // ... keep existing code
    }),
  );

  router.get(
    "/:matterId/time-entries",
    requireRole("attorney", "paralegal", "billing_admin"),
    asyncHandler(async (req, res) => {
      const entries = await store.timeEntries(req.params.matterId, {
        unbilledOnly: req.query.unbilled === "true",
      });
      res.json({ data: entries });
    }),
  );

// ... keep existing code

  router.patch(
    "/:matterId",
    requireRole("attorney", "billing_admin"),
    // ... keep existing code
