import { addMinutes, format, isBefore } from "date-fns";

import { db } from "../db.js";
import { notifyActor } from "../notifications.js";

const SLOT_MINUTES = 30;
const DAY_START = "10:00";
const DAY_END = "18:00";

export class FittingScheduler {
  constructor(productionId, { wardrobeRoom = "Wardrobe", slotMinutes = SLOT_MINUTES } = {}) {
    this.productionId = productionId;
    this.wardrobeRoom = wardrobeRoom;
    this.slotMinutes = slotMinutes;
  }

  async slotsFor(date) {
    const booked = await db.fittings.findMany({ productionId: this.productionId, date });
    const taken = new Set(booked.map((f) => f.start));
    const slots = [];
    let cursor = new Date(`${date}T${DAY_START}`);
    const end = new Date(`${date}T${DAY_END}`);
    while (isBefore(cursor, end)) {
      const start = format(cursor, "HH:mm");
      if (!taken.has(start)) slots.push(start);
      cursor = addMinutes(cursor, this.slotMinutes);
    }
    return slots;
  }

  async book(actorId, date, start, costumeIds) {
    if (!costumeIds || costumeIds.length === 0) {
      throw new Error("A fitting needs at least one costume piece");
    }
    const free = await this.slotsFor(date);
    if (!free.includes(start)) {
      throw new Error(`Slot ${date} ${start} is no longer free`);
    }
    const fitting = await db.fittings.create({
      productionId: this.productionId,
      actorId,
      date,
      start,
      costumeIds,
      room: this.wardrobeRoom,
    });
    await notifyActor(actorId, `Costume fitting booked for ${date} at ${start} in ${this.wardrobeRoom}.`);
    return fitting;
  }

  async cancel(fittingId) {
    const fitting = await db.fittings.findById(fittingId);
    if (!fitting) {
      throw new Error(`Unknown fitting ${fittingId}`);
    }
    await db.fittings.delete(fittingId);
    await notifyActor(fitting.actorId, `Your costume fitting on ${fitting.date} at ${fitting.start} was cancelled.`);
  }

  async reschedule(fittingId, date, start) {
    const fitting = await db.fittings.findById(fittingId);
    if (!fitting) {
      throw new Error(`Unknown fitting ${fittingId}`);
    }
    const free = await this.slotsFor(date);
    if (!free.includes(start)) {
      throw new Error(`Slot ${date} ${start} is no longer free`);
    }
    await db.fittings.update(fittingId, { date, start });
    await notifyActor(fitting.actorId, `Your costume fitting moved to ${date} at ${start}.`);
  }
}

export function formatFitting(fitting) {
  return `${fitting.date} ${fitting.start} · ${fitting.room} · ${fitting.costumeIds.length} piece(s)`;
}
