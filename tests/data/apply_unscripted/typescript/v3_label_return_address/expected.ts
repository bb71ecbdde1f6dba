import { Address, Carrier, Order, Parcel, ShippingLabel } from "./types";
import { lookupServiceCode } from "./carriers";

export const WAREHOUSE_ADDRESS: Address = {
  name: "Paperleaf Books Fulfilment",
  line1: "Unit 4, Riverside Trade Park",
  line2: "",
  city: "Leeds",
  postcode: "LS10 1AB",
  country: "GB",
};

// Most carriers reject address lines longer than 35 characters.
const MAX_LINE_LENGTH = 35;

function truncate(value: string): string {
  return value.length > MAX_LINE_LENGTH ? value.slice(0, MAX_LINE_LENGTH - 1) + "…" : value;
}

export function formatAddress(address: Address): string[] {
  return [address.name, address.line1, address.line2, `${address.city} ${address.postcode}`, address.country]
    .filter((line) => line && line.trim().length > 0)
    .map(truncate);
}

export function parcelWeightGrams(order: Order): number {
  const books = order.items.reduce((sum, item) => sum + item.weightGrams * item.quantity, 0);
  const packaging = order.items.length > 3 ? 250 : 120;
  return books + packaging;
}

export function buildLabel(order: Order, carrier: Carrier, returnAddress: Address = WAREHOUSE_ADDRESS): ShippingLabel {
  const parcel: Parcel = {
    weightGrams: parcelWeightGrams(order),
    reference: `ORD-${order.id}`,
  };
  return {
    carrier: carrier.code,
    service: lookupServiceCode(carrier, order.shippingMethod),
    from: formatAddress(returnAddress),
    to: formatAddress(order.shippingAddress),
    parcel,
    createdAt: new Date().toISOString(),
  };
}

export function buildReturnLabel(order: Order, carrier: Carrier): ShippingLabel {
  const parcel: Parcel = {
    weightGrams: parcelWeightGrams(order),
    reference: `RET-${order.id}`,
  };
  return {
    carrier: carrier.code,
    service: lookupServiceCode(carrier, "return"),
    from: formatAddress(order.shippingAddress),
    to: formatAddress(WAREHOUSE_ADDRESS),
    parcel,
    createdAt: new Date().toISOString(),
  };
}

export function labelFileName(label: ShippingLabel): string {
  const date = label.createdAt.slice(0, 10);
  return `${label.carrier}-${label.parcel.reference}-${date}.pdf`;
}
