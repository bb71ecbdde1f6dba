// ... existing code ...
      (lesson) => lesson.completedAt === null && lesson.secondsWatched > 0,
    ),
);

export const selectCompletionRatio = createSelector(
  [selectCompletedLessons, selectLessons],
// ... existing code ...
