import { Router } from "express";
import { z } from "zod";
import { requireAuth } from "../middleware/auth";
import { Bookmark } from "../models/bookmark";

export const bookmarks = Router();

bookmarks.use(requireAuth);

const BookmarkInput = z.object({
  url: z.string().url(),
  title: z.string().min(1).max(300),
  tags: z.array(z.string()).max(20).default([]),
});

bookmarks.get("/", async (req, res) => {
  const items = await Bookmark.find({ owner: req.user.id }).sort({ createdAt: -1 }).limit(100);
  res.json(items);
});

bookmarks.put("/:id", async (req, res) => {
  const input = BookmarkInput.parse(req.body);
  const item = await Bookmark.findOneAndUpdate({ _id: req.params.id, owner: req.user.id }, input, { new: true });
  if (!item) return res.status(404).json({ error: "not found" });
  res.json(item);
});

bookmarks.delete("/:id", async (req, res) => {
  const removed = await Bookmark.findOneAndDelete({ _id: req.params.id, owner: req.user.id });
  if (!removed) return res.status(404).json({ error: "not found" });
  res.status(204).end();
});

bookmarks.post("/", async (req, res) => {
  const input = BookmarkInput.parse(req.body);
  const item = await Bookmark.create({ ...input, owner: req.user.id });
  res.status(201).json(item);
});
