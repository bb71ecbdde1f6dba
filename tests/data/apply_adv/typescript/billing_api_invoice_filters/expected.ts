import { HttpClient } from './http';

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'overdue' | 'void';

export interface Invoice {
  id: string;
  customerId: string;
  status: InvoiceStatus;
  amountDue: number;
  currency: string;
  dueDate: string;
}

export interface Payment {
  id: string;
  invoiceId: string;
  amount: number;
  paidAt: string;
}

interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

const http = new HttpClient({ baseUrl: process.env.BILLING_API_URL ?? 'http://localhost:4010' });

export async function getInvoice(id: string): Promise<Invoice> {
  return http.get<Invoice>(`/invoices/${encodeURIComponent(id)}`);
}

export interface ListInvoicesOptions {
  status?: InvoiceStatus;
  limit?: number;
}

export async function listInvoices(customerId: string, options: ListInvoicesOptions = {}): Promise<Invoice[]> {
  const params = new URLSearchParams({ customer: customerId });
  if (options.status) params.set('status', options.status);
  const results: Invoice[] = [];
  let cursor: string | null = null;
  do {
    if (cursor) params.set('cursor', cursor);
    const page = await http.get<Page<Invoice>>(`/invoices?${params.toString()}`);
    results.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor && (options.limit === undefined || results.length < options.limit));
  return options.limit === undefined ? results : results.slice(0, options.limit);
}

export async function listPayments(invoiceId: string): Promise<Payment[]> {
  const params = new URLSearchParams({ invoice: invoiceId });
  const page = await http.get<Page<Payment>>(`/payments?${params.toString()}`);
  return page.data;
}

export async function getOverdueInvoices(customerId: string): Promise<Invoice[]> {
  return listInvoices(customerId, { status: 'overdue' });
}

export async function totalOutstanding(customerId: string): Promise<number> {
  const invoices = await listInvoices(customerId);
  return invoices
    .filter((invoice) => invoice.status === 'open' || invoice.status === 'overdue')
    .reduce((sum, invoice) => sum + invoice.amountDue, 0);
}

export async function voidInvoice(id: string, reason: string): Promise<Invoice> {
  return http.post<Invoice>(`/invoices/${encodeURIComponent(id)}/void`, { reason });
}
