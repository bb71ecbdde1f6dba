import { useState } from "react";
import type { FormEvent } from "react";

import { bookLesson, type LessonBooking } from "../api/skiSchool";
import { LevelPicker } from "./LevelPicker";
import type { SkillLevel } from "../types";

interface LessonBookingFormProps {
  resortId: string;
  date: string;
  onBooked: (booking: LessonBooking) => void;
}

interface FormState {
  guestName: string;
  email: string;
  level: SkillLevel;
  groupSize: number;
  privateLesson: boolean;
}

const INITIAL_STATE: FormState = {
  guestName: "",
  email: "",
  level: "beginner",
  groupSize: 1,
  privateLesson: false,
};

export function LessonBookingForm({ resortId, date, onBooked }: LessonBookingFormProps) {
  const [form, setForm] = useState<FormState>(INITIAL_STATE);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const update = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((prev) => ({ ...prev, [key]: value }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);

    if (!form.guestName.trim()) {
      setError("Please enter the name of the skier.");
      return;
    }
    if (form.privateLesson && form.groupSize > 4) {
      setError("Private lessons are limited to 4 skiers.");
      return;
    }

    setSubmitting(true);
    try {
      const booking = await bookLesson({ resortId, date, ...form });
      onBooked(booking);
    } catch (err) {
      setError("The booking could not be completed. Please try again.");
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="lesson-booking" onSubmit={handleSubmit}>
      <label>
        Skier name
        <input
          value={form.guestName}
          onChange={(e) => update("guestName", e.target.value)}
        />
      </label>
      <label>
        Email
        <input
          type="email"
          value={form.email}
          onChange={(e) => update("email", e.target.value)}
        />
      </label>
      <LevelPicker value={form.level} onChange={(level) => update("level", level)} />
      <label>
        Group size
        <input
          type="number"
          min={1}
          max={8}
          value={form.groupSize}
          onChange={(e) => update("groupSize", Number(e.target.value))}
        />
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.privateLesson}
          onChange={(e) => update("privateLesson", e.target.checked)}
        />
        Private lesson
      </label>
      {error && <p className="form-error">{error}</p>}
      <button type="submit" disabled={submitting}>
        {submitting ? "Booking…" : "Book lesson"}
      </button>
    </form>
  );
}
