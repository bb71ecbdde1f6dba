import { db } from '../db.js';
import { formatSlot } from './format.js';

const SLOT_MINUTES = 120;
const FIRST_SLOT_HOUR = 9;
const SLOTS_PER_DAY = 3;

export function slotStart(day, index) {
  const start = new Date(day);
  start.setHours(FIRST_SLOT_HOUR + index * 3, 0, 0, 0);
  return start;
}

export function slotEnd(day, index) {
  const end = slotStart(day, index);
  end.setMinutes(end.getMinutes() + SLOT_MINUTES);
  return end;
}

export async function findFreeRoom(day, index, headcount) {
  const rooms = await db.rooms.findMany({ where: { capacity: { gte: headcount } } });
  for (const room of rooms) {
    const clash = await db.exams.findFirst({
      where: { roomId: room.id, day, slotIndex: index },
    });
    if (!clash) {
      return room;
    }
  }
  return null;
}

export async function scheduleExam(course, day) {
  for (let index = 0; index < SLOTS_PER_DAY; index += 1) {
    const room = await findFreeRoom(day, index, course.enrolled);
    if (room) {
      const exam = await db.exams.create({
        data: { courseId: course.id, roomId: room.id, day, slotIndex: index },
      });
      console.info(`Scheduled ${course.code} in ${room.name} at ${formatSlot(day, index)}`);
      return exam;
    }
  }
  return null;
}

export async function listExamsForDay(day) {
  const exams = await db.exams.findMany({ where: { day }, orderBy: { slotIndex: 'asc' } });
  return exams.map((exam) => ({
    ...exam,
    startsAt: slotStart(day, exam.slotIndex),
    endsAt: slotEnd(day, exam.slotIndex),
  }));
}
