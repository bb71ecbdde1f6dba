import React from "react";
import clsx from "clsx";
import type { EquipmentItem, Booking } from "../types/rental";
import { daysBetween, formatShortDate } from "../lib/dates";

type Availability = "available" | "booked" | "partial";

function currentBooking(bookings: Booking[], today: Date): Booking | undefined {
  return bookings.find((b) => b.start <= today && b.end >= today);
}

function availabilityOf(item: EquipmentItem, from: Date, to: Date): Availability {
  const overlapping = item.bookings.filter((b) => b.start <= to && b.end >= from);
  if (overlapping.length === 0) {
    return "available";
  }
  const bookedDays = overlapping.reduce((sum, b) => sum + daysBetween(b.start, b.end), 0);
  return bookedDays >= daysBetween(from, to) ? "booked" : "partial";
}

function availabilityLabel(item: EquipmentItem, from: Date, to: Date): string {
  if (item.inRepair) {
    return item.repairEta ? `In repair until ${formatShortDate(item.repairEta)}` : "In repair";
  }
  const availability = availabilityOf(item, from, to);
  if (availability === "available") {
    return "Available";
  }
  const booking = currentBooking(item.bookings, from);
  if (availability === "partial") {
    return booking ? `Back ${formatShortDate(booking.end)}` : "Partly booked";
  }
  return booking ? `Booked by ${booking.production} until ${formatShortDate(booking.end)}` : "Booked";
}

function formatRate(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

interface EquipmentCardProps {
  item: EquipmentItem;
  from: Date;
  to: Date;
  onAdd: (item: EquipmentItem) => void;
}

export function EquipmentCard({ item, from, to, onAdd }: EquipmentCardProps) {
  const availability = availabilityOf(item, from, to);

  return (
    <article className={clsx("equipment-card", `equipment-card--${availability}`)}>
      <header className="equipment-card__header">
        <h3>{item.model}</h3>
        <span className="equipment-card__tag">{item.assetTag}</span>
      </header>
      <p className="equipment-card__category">{item.category}</p>
      <p className="equipment-card__rate">{formatRate(item.dailyRateCents)} / day</p>
      <p className="equipment-card__availability">{availabilityLabel(item, from, to)}</p>
      <button
        type="button"
        disabled={availability === "booked"}
        onClick={() => onAdd(item)}
      >
        Add to kit
      </button>
    </article>
  );
}
