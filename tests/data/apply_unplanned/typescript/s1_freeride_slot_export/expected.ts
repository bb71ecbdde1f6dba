// Ski school lesson booking store (used by the booking widget and the front desk app).
import { computed, reactive } from "vue";

export type LessonKind = "group" | "private" | "kids" | "freeride";

export interface LessonSlot {
  id: string;
  kind: LessonKind;
  label: string;
  start: string;
  end: string;
  maxStudents: number;
  priceChf: number;
}

export interface Booking {
  id: string;
  slotId: string;
  date: string;
  studentName: string;
  level: "beginner" | "intermediate" | "advanced";
}

interface BookingState {
  bookings: Booking[];
  selectedDate: string | null;
  error: string | null;
}

const state = reactive<BookingState>({
  bookings: [],
  selectedDate: null,
  error: null,
});

function newId(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function bookingsFor(slotId: string, date: string): Booking[] {
  return state.bookings.filter((b) => b.slotId === slotId && b.date === date);
}

export function spotsLeft(slot: LessonSlot, date: string): number {
  return Math.max(0, slot.maxStudents - bookingsFor(slot.id, date).length);
}

export function book(slot: LessonSlot, date: string, studentName: string, level: Booking["level"]): Booking | null {
  if (spotsLeft(slot, date) === 0) {
    state.error = `${slot.label} on ${date} is full`;
    return null;
  }
  const booking: Booking = { id: newId(), slotId: slot.id, date, studentName, level };
  state.bookings.push(booking);
  state.error = null;
  return booking;
}

export function cancel(bookingId: string): void {
  state.bookings = state.bookings.filter((b) => b.id !== bookingId);
}

export const selectedDate = computed(() => state.selectedDate);
export const lastError = computed(() => state.error);

export function selectDate(date: string): void {
  state.selectedDate = date;
}

export const LESSON_SLOTS: readonly LessonSlot[] = [
  { id: "am-group", kind: "group", label: "Morning group", start: "09:30", end: "12:00", maxStudents: 8, priceChf: 75 },
  { id: "pm-group", kind: "group", label: "Afternoon group", start: "13:30", end: "16:00", maxStudents: 8, priceChf: 70 },
  { id: "kids-club", kind: "kids", label: "Snow Kids Club", start: "09:30", end: "15:30", maxStudents: 6, priceChf: 120 },
  { id: "private-am", kind: "private", label: "Private morning", start: "09:00", end: "12:00", maxStudents: 3, priceChf: 290 },
  { id: "private-pm", kind: "private", label: "Private afternoon", start: "13:00", end: "16:00", maxStudents: 3, priceChf: 270 },
  { id: "freeride-am", kind: "freeride", label: "Off-piste morning", start: "08:30", end: "12:30", maxStudents: 5, priceChf: 160 },
];

export default { state, book, cancel, selectDate, spotsLeft, LESSON_SLOTS };
