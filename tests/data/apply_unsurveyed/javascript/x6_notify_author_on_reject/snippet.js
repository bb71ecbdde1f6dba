// ... existing code ...

async function rejectComment(req, res) {
  // ... existing code ...
  await queue.resolve(comment.id, {
    decision: 'rejected',
    moderatorId: req.user.id,
    notifyAuthor: true,
    reason: req.body.reason || 'community_guidelines',
  });
  // ... existing code ...
}

// ... existing code ...
