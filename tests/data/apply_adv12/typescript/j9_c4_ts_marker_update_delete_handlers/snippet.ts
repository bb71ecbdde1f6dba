// ... imports, router setup and schema ...

bookmarks.get("/", async (req, res) => {
  const tag = typeof req.query.tag === "string" ? req.query.tag : undefined;
  const filter = tag ? { owner: req.user.id, tags: tag } : { owner: req.user.id };
  const items = await Bookmark.find(filter).sort({ createdAt: -1 }).limit(100);
  res.json(items);
});

// ... update and delete handlers ...

bookmarks.post("/", async (req, res) => {
  // ... existing code ...
});
