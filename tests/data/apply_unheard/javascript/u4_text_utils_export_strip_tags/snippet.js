// ... existing code ...

function stripTags(html) {
  return String(html).replace(/<[^>]*>/g, "");
}

module.exports = {
  slugify,
  truncate,
  capitalize,
  titleCase,
  escapeHtml,
  highlight,
  stripTags,
};
