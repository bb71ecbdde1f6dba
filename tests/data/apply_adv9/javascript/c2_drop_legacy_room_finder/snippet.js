// ... existing code ...

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
// ... existing code ...
