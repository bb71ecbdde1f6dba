const express = require("express");
const { db } = require("./db");
const { requireAuth } = require("./auth");

const router = express.Router();

router.get("/users", async (req, res) => {
  const users = await db.users.findAll({ limit: 50 });
  res.json(users);
});

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

router.get("/posts/:id", async (req, res) => {
  const post = await db.posts.findById(req.params.id);
  if (!post) {
    return res.status(404).json({ error: "not found" });
  }
  res.json(post);
});

module.exports = router;
