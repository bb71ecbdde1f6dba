import fs from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import pLimit from "p-limit";
import { logger } from "./logger.js";
import { normalizeEmail, normalizePhone } from "./normalize.js";

const REQUIRED_COLUMNS = ["email", "first_name", "last_name"];

function assertColumns(header) {
  const missing = REQUIRED_COLUMNS.filter((col) => !header.includes(col));
  if (missing.length > 0) {
    throw new Error(`Missing required columns: ${missing.join(", ")}`);
  }
}

function toContact(row, lineNumber) {
  const email = normalizeEmail(row.email);
  if (!email) {
    logger.warn(`Skipping line ${lineNumber}: invalid email "${row.email}"`);
    return null;
  }
  return {
    email,
    firstName: row.first_name.trim(),
    lastName: row.last_name.trim(),
    phone: row.phone ? normalizePhone(row.phone) : null,
    tags: row.tags ? row.tags.split(";").map((t) => t.trim()).filter(Boolean) : [],
  };
}

export async function readContacts(filePath) {
  const absolute = path.resolve(filePath);
  const raw = await fs.readFile(absolute, "utf8");
  const rows = parse(raw, { columns: true, skip_empty_lines: true, trim: true });
  if (rows.length === 0) {
    logger.info(`No rows in ${absolute}`);
    return [];
  }
  assertColumns(Object.keys(rows[0]));

  const contacts = [];
  rows.forEach((row, index) => {
    const contact = toContact(row, index + 2);
    if (contact) {
      contacts.push(contact);
    }
  });
  logger.info(`Read ${contacts.length} contacts from ${path.basename(absolute)}`);
  return contacts;
}

export async function importContacts(filePath, repository, { concurrency = 8 } = {}) {
  const contacts = await readContacts(filePath);
  const limit = pLimit(concurrency);
  let created = 0;
  let updated = 0;
  await Promise.all(
    contacts.map((contact) =>
      limit(async () => {
        const existing = await repository.findByEmail(contact.email);
        if (existing) {
          await repository.update(existing.id, contact);
          updated += 1;
        } else {
          await repository.create(contact);
          created += 1;
        }
      })
    )
  );
  return { created, updated, total: contacts.length };
}
