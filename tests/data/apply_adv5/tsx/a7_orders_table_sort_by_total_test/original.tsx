import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { OrdersTable } from "./OrdersTable";
import type { OrderRow } from "./types";

const rows: OrderRow[] = [
  { id: "A-100", customer: "Ada Lovelace", status: "paid", totalCents: 12_50, createdAt: "2024-03-01" },
  { id: "A-101", customer: "Grace Hopper", status: "pending", totalCents: 99_00, createdAt: "2024-03-02" },
  { id: "A-102", customer: "Alan Turing", status: "shipped", totalCents: 45_10, createdAt: "2024-02-27" },
];

function bodyRows() {
  const [, body] = screen.getAllByRole("rowgroup");
  return within(body).getAllByRole("row");
}

describe("OrdersTable", () => {
  it("renders one row per order", () => {
    render(<OrdersTable rows={rows} />);
    expect(bodyRows()).toHaveLength(3);
  });

  it("shows an empty state without rows", () => {
    render(<OrdersTable rows={[]} />);
    expect(screen.getByText("No orders yet")).toBeInTheDocument();
  });

  it("formats totals as currency", () => {
    render(<OrdersTable rows={rows} currency="EUR" />);
    expect(screen.getByText("€12.50")).toBeInTheDocument();
    expect(screen.getByText("€99.00")).toBeInTheDocument();
  });

  it("sorts by date when the Date header is clicked", async () => {
    const user = userEvent.setup();
    render(<OrdersTable rows={rows} />);
    await user.click(screen.getByRole("columnheader", { name: /date/i }));
    const ids = bodyRows().map((row) => within(row).getAllByRole("cell")[0].textContent);
    expect(ids).toEqual(["A-102", "A-100", "A-101"]);
  });

  it("sorts by customer when the Customer header is clicked", async () => {
    const user = userEvent.setup();
    render(<OrdersTable rows={rows} />);
    await user.click(screen.getByRole("columnheader", { name: /customer/i }));
    const ids = bodyRows().map((row) => within(row).getAllByRole("cell")[0].textContent);
    expect(ids).toEqual(["A-100", "A-102", "A-101"]);
  });

  it("calls onSelect with the clicked order", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<OrdersTable rows={rows} onSelect={onSelect} />);
    await user.click(screen.getByText("Grace Hopper"));
    expect(onSelect).toHaveBeenCalledWith(rows[1]);
  });
});
