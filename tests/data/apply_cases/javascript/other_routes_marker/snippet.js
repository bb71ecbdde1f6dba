// ... other routes ...

router.get("/users", async (req, res) => {
  const limit = Math.min(Number(req.query.limit) || 50, 200);
  const users = await db.users.findAll({ limit });
  res.json(users);
});

// ... other routes ...
