import fs from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import pLimit from "p-limit";
import { logger } from "./logger.js";
import { normalizeEmail, normalizePhone } from "./normalize.js";

// ... existing code ...

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
