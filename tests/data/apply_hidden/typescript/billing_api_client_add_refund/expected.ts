import { HttpClient, RequestOptions } from "./http";
import type { Invoice, Payment, Customer, Paginated } from "./types";

const BASE_PATH = "/v2/billing";

export interface ListParams {
  page?: number;
  pageSize?: number;
  status?: string;
}

function toQuery(params: ListParams = {}): string {
  const search = new URLSearchParams();
  if (params.page !== undefined) search.set("page", String(params.page));
  if (params.pageSize !== undefined) search.set("page_size", String(params.pageSize));
  if (params.status) search.set("status", params.status);
  const qs = search.toString();
  return qs ? `?${qs}` : "";
}

export class BillingClient {
  constructor(private readonly http: HttpClient, private readonly opts: RequestOptions = {}) {}

  async getCustomer(customerId: string): Promise<Customer> {
    const res = await this.http.get<Customer>(`${BASE_PATH}/customers/${customerId}`, this.opts);
    return res.data;
  }

  async listInvoices(customerId: string, params?: ListParams): Promise<Paginated<Invoice>> {
    const res = await this.http.get<Paginated<Invoice>>(
      `${BASE_PATH}/customers/${customerId}/invoices${toQuery(params)}`,
      this.opts,
    );
    return res.data;
  }

  async getInvoice(invoiceId: string): Promise<Invoice> {
    const res = await this.http.get<Invoice>(`${BASE_PATH}/invoices/${invoiceId}`, this.opts);
    return res.data;
  }

  async voidInvoice(invoiceId: string, reason: string): Promise<Invoice> {
    const res = await this.http.post<Invoice>(
      `${BASE_PATH}/invoices/${invoiceId}/void`,
      { reason },
      this.opts,
    );
    return res.data;
  }

  async listPayments(invoiceId: string, params?: ListParams): Promise<Paginated<Payment>> {
    const res = await this.http.get<Paginated<Payment>>(
      `${BASE_PATH}/invoices/${invoiceId}/payments${toQuery(params)}`,
      this.opts,
    );
    return res.data;
  }

  async capturePayment(paymentId: string, amountCents: number): Promise<Payment> {
    const res = await this.http.post<Payment>(
      `${BASE_PATH}/payments/${paymentId}/capture`,
      { amount_cents: amountCents },
      this.opts,
    );
    return res.data;
  }

  async refundPayment(paymentId: string, amountCents?: number, reason?: string): Promise<Payment> {
    const res = await this.http.post<Payment>(
      `${BASE_PATH}/payments/${paymentId}/refund`,
      { amount_cents: amountCents, reason },
      this.opts,
    );
    return res.data;
  }
}

export function createBillingClient(http: HttpClient, token: string): BillingClient {
  return new BillingClient(http, { headers: { Authorization: `Bearer ${token}` } });
}
