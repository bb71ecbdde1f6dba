// ... existing code ...

  return renderTemplate(DIGEST_TEMPLATE, {
    subject: buildSubject(edition, date),
    edition,
    items,
  });
}

// ... removed legacyExportRss() — the partner feed is gone ...

export async function scheduleSend(listId, articles, options) {
// ... existing code ...

export default {
  buildSubject,
  renderDigest,
  scheduleSend,
};
