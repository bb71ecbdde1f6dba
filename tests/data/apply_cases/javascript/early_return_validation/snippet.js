async function updateNote(req, res) {
  if (typeof req.body.body !== "string" || req.body.body.length === 0) {
    return res.status(400).json({ error: "body is required" });
  }
  const note = await db.notes.update({ where: { id: req.params.id }, data: { body: req.body.body } });
  res.json(note);
}
