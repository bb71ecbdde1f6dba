'use strict';

const { once } = require('node:events');
const { format } = require('date-fns');
const db = require('../db');
const log = require('../lib/log').child({ module: 'csv-export' });

const COLUMNS = [
  { label: 'Order ID', get: (o) => o.id },
  { label: 'Placed At', get: (o) => format(o.placed_at, 'yyyy-MM-dd HH:mm') },
  { label: 'Customer', get: (o) => o.customer_name },
  { label: 'Email', get: (o) => o.customer_email },
  { label: 'Status', get: (o) => o.status },
  { label: 'Total', get: (o) => (o.total_cents / 100).toFixed(2) },
  { label: 'Notes', get: (o) => o.notes },
];

function escapeField(value) {
  if (value === null || value === undefined) {
    return '';
  }
  const text = String(value);
  if (/[",\r\n]/.test(text)) {
    return `"${text.replace(/"/g, '""')}"`;
  }
  return text;
}

function buildQuery(filters) {
  const query = db('orders')
    .join('customers', 'customers.id', 'orders.customer_id')
    .select('orders.*', 'customers.name as customer_name', 'customers.email as customer_email');
  if (filters.status) {
    query.where('orders.status', filters.status);
  }
  if (filters.from) {
    query.where('orders.placed_at', '>=', filters.from);
  }
  if (filters.to) {
    query.where('orders.placed_at', '<', filters.to);
  }
  return query.orderBy('orders.placed_at', 'desc');
}

async function exportOrdersCsv(res, filters) {
  const filename = `orders-${format(new Date(), 'yyyyMMdd')}.csv`;
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);

  res.write(COLUMNS.map((col) => escapeField(col.label)).join(',') + '\n');

  const cursor = buildQuery(filters).stream();
  let count = 0;
  for await (const order of cursor) {
    const row = COLUMNS.map((col) => String(col.get(order) ?? ''));
    if (!res.write(row.join(',') + '\n')) {
      await once(res, 'drain');
    }
    count += 1;
  }

  res.end();
  log.info({ count, filters }, 'orders export finished');
  return count;
}

module.exports = { exportOrdersCsv, escapeField, COLUMNS };
