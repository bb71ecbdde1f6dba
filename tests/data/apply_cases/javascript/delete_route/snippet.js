// ... existing code ...

router.get("/users/:id", async (req, res) => {
  const user = await db.users.findById(req.params.id);
  if (!user) {
    return res.status(404).json({ error: "not found" });
  }
  res.json(user);
});

router.get("/posts", async (req, res) => {
  const posts = await db.posts.findAll({ limit: 50 });
  res.json(posts);
});

// ... existing code ...
