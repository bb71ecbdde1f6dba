const express = require("express");
const helmet = require("helmet");
const { db } = require("./db");
const { requireAuth } = require("./auth");

const app = express();
app.use(helmet());
app.use(express.json({ limit: "1mb" }));

function paginate(req) {
  const page = Math.max(1, parseInt(req.query.page, 10) || 1);
  const size = Math.min(100, parseInt(req.query.size, 10) || 20);
  return { offset: (page - 1) * size, limit: size };
}

async function listNotes(req, res) {
  const { offset, limit } = paginate(req);
  const notes = await db.notes.findMany({ where: { ownerId: req.user.id }, skip: offset, take: limit });
  res.json(notes);
}

async function getNote(req, res) {
  const note = await db.notes.findUnique({ where: { id: req.params.id } });
  if (!note || note.ownerId !== req.user.id) {
    return res.status(404).json({ error: "not found" });
  }
  res.json(note);
}

async function updateNote(req, res) {
  const note = await db.notes.update({ where: { id: req.params.id }, data: { body: req.body.body } });
  res.json(note);
}

app.get("/notes", requireAuth, listNotes);
app.get("/notes/:id", requireAuth, getNote);
app.put("/notes/:id", requireAuth, updateNote);

const port = process.env.PORT || 3000;
app.listen(port, () => console.log(`notes api on :${port}`));
