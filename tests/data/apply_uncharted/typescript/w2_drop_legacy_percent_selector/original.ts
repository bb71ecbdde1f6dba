import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../store";
import type { LessonProgress, ModuleSummary } from "./types";

const selectProgressState = (state: RootState) => state.progress;

export const selectLessons = createSelector(
  [selectProgressState],
  (progress) => progress.lessons,
);

export const selectActiveCourseId = (state: RootState) =>
  state.progress.activeCourseId;

export const selectCompletedLessons = createSelector(
  [selectLessons],
  (lessons) => lessons.filter((lesson) => lesson.completedAt !== null),
);

export const selectInProgressLessons = createSelector(
  [selectLessons],
  (lessons) =>
    lessons.filter(
      (lesson) => lesson.completedAt === null && lesson.secondsWatched > 0,
    ),
);

// Old dashboard widget; percent is rounded here instead of in the view.
export const selectLegacyCompletionPercent = createSelector(
  [selectLessons],
  (lessons) => {
    if (lessons.length === 0) {
      return 0;
    }
    const done = lessons.filter((lesson) => lesson.completedAt !== null);
    return Math.round((done.length / lessons.length) * 100);
  },
);

export const selectCompletionRatio = createSelector(
  [selectCompletedLessons, selectLessons],
  (completed, lessons) =>
    lessons.length === 0 ? 0 : completed.length / lessons.length,
);

function summarizeModule(moduleId: string, lessons: LessonProgress[]): ModuleSummary {
  const inModule = lessons.filter((lesson) => lesson.moduleId === moduleId);
  const completed = inModule.filter((lesson) => lesson.completedAt !== null);
  const minutes = inModule.reduce((sum, lesson) => sum + lesson.secondsWatched, 0) / 60;
  return {
    moduleId,
    totalLessons: inModule.length,
    completedLessons: completed.length,
    minutesWatched: Math.round(minutes),
  };
}

export const selectModuleSummaries = createSelector(
  [selectLessons],
  (lessons): ModuleSummary[] => {
    const moduleIds = Array.from(new Set(lessons.map((lesson) => lesson.moduleId)));
    return moduleIds.map((moduleId) => summarizeModule(moduleId, lessons));
  },
);

export const selectStreakDays = (state: RootState) => state.progress.streakDays;
