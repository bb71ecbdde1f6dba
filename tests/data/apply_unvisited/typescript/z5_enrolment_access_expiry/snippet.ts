import { randomUUID } from "crypto";
import { addDays } from "date-fns";
import { CourseRepository } from "../courses/courseRepository";
// ... existing code ...

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
    // ... existing code ...
