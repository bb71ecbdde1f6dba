"use strict";

const HTML_ESCAPES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function slugify(text) {
  return String(text)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function truncate(text, maxLength, suffix = "...") {
  if (text.length <= maxLength) {
    return text;
  }
  return text.slice(0, Math.max(0, maxLength - suffix.length)).trimEnd() + suffix;
}

function capitalize(text) {
  if (!text) {
    return text;
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function titleCase(text) {
  return text
    .split(/\s+/)
    .map((word) => capitalize(word.toLowerCase()))
    .join(" ");
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function highlight(text, term) {
  const safe = escapeHtml(text);
  if (!term) {
    return safe;
  }
  const pattern = new RegExp(`(${escapeRegExp(escapeHtml(term))})`, "gi");
  return safe.replace(pattern, "<mark>$1</mark>");
}

module.exports = {
  slugify,
  truncate,
  capitalize,
  titleCase,
  highlight,
};
