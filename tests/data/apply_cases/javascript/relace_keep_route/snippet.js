// ... keep existing code

async function deleteNote(req, res) {
  await db.notes.delete({ where: { id: req.params.id } });
  res.status(204).end();
}

// ... keep existing code
app.put("/notes/:id", requireAuth, updateNote);
app.delete("/notes/:id", requireAuth, deleteNote);

// ... keep existing code
