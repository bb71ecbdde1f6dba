'use strict';

const { formatMoney } = require('./money');
const { sendEmail } = require('./mailer');

const TAX_RATE = 0.2;

function isBillable(order) {
  return order.status !== 'cancelled' && order.items.length > 0;
}

function lineTotal(item) {
  return item.unitPrice * item.quantity;
}

function summarizeOrders(orders) {
  const summary = { count: 0, subtotal: 0, tax: 0, total: 0 };

  for (const order of orders.filter(isBillable)) {
    const subtotal = order.items.reduce((sum, item) => sum + lineTotal(item), 0);
    const tax = Math.round(subtotal * TAX_RATE);

    summary.count += 1;
    summary.subtotal += subtotal;
    summary.tax += tax;
    summary.total += subtotal + tax;
  }

  return summary;
}

function groupByCustomer(orders) {
  const groups = new Map();

  for (const order of orders) {
    const list = groups.get(order.customerId) || [];
    list.push(order);
    groups.set(order.customerId, list);
  }

  return groups;
}

async function sendStatements(orders) {
  const groups = groupByCustomer(orders);

  for (const [customerId, customerOrders] of groups) {
    const summary = summarizeOrders(customerOrders);
    await sendEmail(customerId, 'statement', {
      count: summary.count,
      total: formatMoney(summary.total),
    });
  }
}

module.exports = { isBillable, summarizeOrders, groupByCustomer, sendStatements };
