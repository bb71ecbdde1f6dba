import { randomUUID } from "crypto";
import { addDays } from "date-fns";
import { CourseRepository } from "../courses/courseRepository";
import { EnrolmentRepository } from "./enrolmentRepository";
import { Enrolment, EnrolmentStatus } from "./types";
import { logger } from "../logger";

export class EnrolmentError extends Error {
  constructor(message: string, public readonly code: string) {
    super(message);
    this.name = "EnrolmentError";
  }
}

export class EnrolmentService {
  constructor(
    private readonly courses: CourseRepository,
    private readonly enrolments: EnrolmentRepository,
  ) {}

  async enrol(studentId: string, courseId: string): Promise<Enrolment> {
    const course = await this.courses.findById(courseId);
    if (!course) {
      throw new EnrolmentError(`Course ${courseId} not found`, "COURSE_NOT_FOUND");
    }
    if (!course.published) {
      throw new EnrolmentError(`Course ${courseId} is not open for enrolment`, "COURSE_CLOSED");
    }

    const existing = await this.enrolments.findActive(studentId, courseId);
    if (existing) {
      return existing;
    }

    const seatsTaken = await this.enrolments.countActive(courseId);
    if (course.seatLimit !== null && seatsTaken >= course.seatLimit) {
      throw new EnrolmentError(`Course ${courseId} is full`, "COURSE_FULL");
    }

    const enrolledAt = new Date();
    const enrolment: Enrolment = {
      id: randomUUID(),
      studentId,
      courseId,
      status: EnrolmentStatus.Active,
      enrolledAt,
      accessExpiresAt: course.accessDays ? addDays(enrolledAt, course.accessDays) : null,
    };
    await this.enrolments.save(enrolment);
    logger.info("student enrolled", { studentId, courseId });
    return enrolment;
  }

  async withdraw(studentId: string, courseId: string): Promise<void> {
    const existing = await this.enrolments.findActive(studentId, courseId);
    if (!existing) {
      throw new EnrolmentError("No active enrolment to withdraw", "NOT_ENROLLED");
    }
    existing.status = EnrolmentStatus.Withdrawn;
    existing.withdrawnAt = new Date();
    await this.enrolments.save(existing);
    logger.info("student withdrew", { studentId, courseId });
  }

  async listForStudent(studentId: string): Promise<Enrolment[]> {
    return this.enrolments.findByStudent(studentId);
  }
}
