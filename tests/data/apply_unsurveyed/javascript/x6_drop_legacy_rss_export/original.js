import { format } from 'date-fns';
import { renderTemplate } from './templates.js';
import { mailer } from './mailer.js';
import { subscribers } from '../db/subscribers.js';

const DIGEST_TEMPLATE = 'newsletter/daily-digest';
const MAX_ARTICLES = 12;

export function buildSubject(edition, date) {
  const label = edition === 'morning' ? 'Morning Briefing' : 'Evening Wrap';
  return `${label} — ${format(date, 'EEE d MMM')}`;
}

export function renderDigest(articles, { edition, date }) {
  const items = articles
    .filter((a) => a.status === 'published' && !a.embargoUntil)
    .slice(0, MAX_ARTICLES)
    .map((a) => ({
      headline: a.headline,
      standfirst: a.standfirst,
      url: `https://www.example-news.com/${a.section}/${a.slug}`,
      isPremium: a.paywall === 'metered' || a.paywall === 'hard',
    }));

  return renderTemplate(DIGEST_TEMPLATE, {
    subject: buildSubject(edition, date),
    edition,
    items,
  });
}

// Kept for the old partner feed; nothing in the newsletter path calls it.
export function legacyExportRss(articles) {
  const entries = articles.map(
    (a) => `<item><title>${a.headline}</title><link>https://www.example-news.com/${a.section}/${a.slug}</link></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel>${entries.join('')}</channel></rss>`;
}

export async function scheduleSend(listId, articles, options) {
  const html = await renderDigest(articles, options);
  const recipients = await subscribers.activeFor(listId, { excludeBounced: true });
  if (recipients.length === 0) {
    return { listId, queued: 0 };
  }

  const batchSize = options.batchSize ?? 1000;
  let queued = 0;
  for (let i = 0; i < recipients.length; i += batchSize) {
    const batch = recipients.slice(i, i + batchSize);
    await mailer.enqueue({
      listId,
      subject: buildSubject(options.edition, options.date),
      html,
      to: batch.map((r) => r.email),
      sendAt: options.sendAt,
    });
    queued += batch.length;
  }
  return { listId, queued };
}

export default {
  buildSubject,
  renderDigest,
  legacyExportRss,
  scheduleSend,
};
