import { differenceInMinutes, isSameDay, startOfDay } from "date-fns";
import type { AttendanceRecord, AttendanceStatus, Section } from "../types/lms";
import { AttendanceRepository } from "../data/attendanceRepository";
import { logger } from "../util/logger";

const TARDY_GRACE_MINUTES = 5;
const ABSENT_AFTER_MINUTES = 20;

export interface CheckInEvent {
  studentId: string;
  sectionId: string;
  scannedAt: Date;
  deviceId: string;
}

export class AttendanceService {
  constructor(
    private readonly repo: AttendanceRepository,
    private readonly sections: Map<string, Section>,
  ) {}

  async recordCheckIn(event: CheckInEvent): Promise<AttendanceRecord | null> {
    const section = this.sections.get(event.sectionId);
    if (!section) {
      logger.warn(`check-in for unknown section ${event.sectionId}`);
      return null;
    }
    if (!section.meetsOn.includes(event.scannedAt.getDay())) {
      logger.info(`section ${section.id} does not meet on this day`);
      return null;
    }
    const existing = await this.repo.findForDay(event.studentId, section.id, startOfDay(event.scannedAt));
    if (existing && isSameDay(existing.recordedAt, event.scannedAt)) {
      return existing;
    }
    const status = this.classify(section, event.scannedAt);
    const record: AttendanceRecord = {
      studentId: event.studentId,
      sectionId: section.id,
      status,
      recordedAt: event.scannedAt,
      source: `scanner:${event.deviceId}`,
    };
    await this.repo.save(record);
    return record;
  }

  private classify(section: Section, scannedAt: Date): AttendanceStatus {
    const start = section.startTimeOn(scannedAt);
    const minutesLate = differenceInMinutes(scannedAt, start);
    if (minutesLate <= TARDY_GRACE_MINUTES) {
      return "present";
    }
    if (minutesLate >= ABSENT_AFTER_MINUTES) {
      return "absent";
    }
    return "tardy";
  }

  async markAbsentees(sectionId: string, day: Date): Promise<number> {
    const section = this.sections.get(sectionId);
    if (!section) {
      return 0;
    }
    const present = await this.repo.studentsRecordedOn(sectionId, startOfDay(day));
    const absent = section.rosterIds.filter((id) => !present.has(id));
    for (const studentId of absent) {
      await this.repo.save({
        studentId,
        sectionId,
        status: "absent",
        recordedAt: day,
        source: "auto:end-of-day",
      });
    }
    return absent.length;
  }
}
