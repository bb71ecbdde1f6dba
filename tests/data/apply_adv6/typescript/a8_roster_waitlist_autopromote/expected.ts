import type { CourseSection, Student } from "../types/lms";
import { EventBus } from "../util/eventBus";

export type EnrollResult = "enrolled" | "waitlisted" | "already-enrolled" | "closed";

export class SectionRoster {
  private readonly enrolled = new Set<string>();
  private readonly waitlist: string[] = [];

  constructor(
    private readonly section: CourseSection,
    private readonly bus: EventBus,
  ) {}

  get seatsLeft(): number {
    return Math.max(0, this.section.capacity - this.enrolled.size);
  }

  enroll(student: Student): EnrollResult {
    if (this.section.status === "closed") {
      return "closed";
    }
    if (this.enrolled.has(student.id)) {
      return "already-enrolled";
    }
    if (this.seatsLeft === 0) {
      if (!this.waitlist.includes(student.id)) {
        this.waitlist.push(student.id);
        this.bus.emit("roster.waitlisted", { sectionId: this.section.id, studentId: student.id });
      }
      return "waitlisted";
    }
    this.enrolled.add(student.id);
    this.bus.emit("roster.enrolled", { sectionId: this.section.id, studentId: student.id });
    return "enrolled";
  }

  drop(studentId: string): boolean {
    const idx = this.waitlist.indexOf(studentId);
    if (idx >= 0) {
      this.waitlist.splice(idx, 1);
      this.bus.emit("roster.waitlist-dropped", { sectionId: this.section.id, studentId });
      return true;
    }
    if (!this.enrolled.delete(studentId)) {
      return false;
    }
    this.bus.emit("roster.dropped", { sectionId: this.section.id, studentId });
    this.promoteFromWaitlist();
    return true;
  }

  private promoteFromWaitlist(): void {
    if (this.section.status === "closed" || this.seatsLeft === 0) {
      return;
    }
    const next = this.waitlist.shift();
    if (next === undefined) {
      return;
    }
    this.enrolled.add(next);
    this.bus.emit("roster.enrolled", { sectionId: this.section.id, studentId: next, fromWaitlist: true });
  }

  waitlistPosition(studentId: string): number | null {
    const idx = this.waitlist.indexOf(studentId);
    return idx >= 0 ? idx + 1 : null;
  }

  snapshot(): { enrolled: string[]; waitlist: string[] } {
    return {
      enrolled: [...this.enrolled].sort(),
      waitlist: [...this.waitlist],
    };
  }
}
