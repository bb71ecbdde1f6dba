// ... existing code ...

router.put("/:id", requireAuth, validate(userUpdateSchema), async (req, res, next) => {
  // ... existing code ...
});

router.patch("/:id/status", requireAdmin, async (req, res, next) => {
  const allowed = ["active", "suspended", "deactivated"];
  const { status } = req.body;
  if (!allowed.includes(status)) {
    return res.status(400).json({ error: `status must be one of ${allowed.join(", ")}` });
  }
  try {
    const user = await User.findByPk(req.params.id);
    if (!user) {
      return res.status(404).json({ error: "User not found" });
    }
    await user.update({ status });
    res.json(serialize(user));
  } catch (err) {
    next(err);
  }
});

router.delete("/:id", requireAdmin, async (req, res, next) => {
// ... existing code ...
