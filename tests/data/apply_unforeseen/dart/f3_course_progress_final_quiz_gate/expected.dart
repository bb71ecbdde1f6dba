import 'package:meta/meta.dart';

import 'lesson.dart';

@immutable
class ModuleProgress {
  const ModuleProgress({
    required this.moduleId,
    required this.completedLessonIds,
    required this.totalLessons,
  });

  final String moduleId;
  final Set<String> completedLessonIds;
  final int totalLessons;

  double get completionRatio {
    if (totalLessons == 0) return 0;
    return completedLessonIds.length / totalLessons;
  }

  bool get isComplete => completedLessonIds.length >= totalLessons;

  ModuleProgress markCompleted(Lesson lesson) {
    if (completedLessonIds.contains(lesson.id)) return this;
    return ModuleProgress(
      moduleId: moduleId,
      completedLessonIds: {...completedLessonIds, lesson.id},
      totalLessons: totalLessons,
    );
  }
}

@immutable
class CourseProgress {
  const CourseProgress({
    required this.courseId,
    required this.enrolmentId,
    required this.modules,
    this.lastLessonId,
    this.finalQuizPassed = false,
  });

  final String courseId;
  final String enrolmentId;
  final List<ModuleProgress> modules;
  final String? lastLessonId;
  final bool finalQuizPassed;

  double get completionRatio {
    if (modules.isEmpty) return 0;
    final total = modules.fold<int>(0, (sum, m) => sum + m.totalLessons);
    if (total == 0) return 0;
    final done = modules.fold<int>(0, (sum, m) => sum + m.completedLessonIds.length);
    return done / total;
  }

  bool get isComplete => modules.every((m) => m.isComplete);

  bool get isEligibleForCertificate => isComplete && finalQuizPassed;

  CourseProgress markCompleted(String moduleId, Lesson lesson) {
    return CourseProgress(
      courseId: courseId,
      enrolmentId: enrolmentId,
      modules: [
        for (final m in modules)
          if (m.moduleId == moduleId) m.markCompleted(lesson) else m,
      ],
      lastLessonId: lesson.id,
      finalQuizPassed: finalQuizPassed,
    );
  }

  Map<String, dynamic> toJson() => {
        'courseId': courseId,
        'enrolmentId': enrolmentId,
        'lastLessonId': lastLessonId,
        'completion': completionRatio,
        'modules': [
          for (final m in modules)
            {
              'moduleId': m.moduleId,
              'completed': m.completedLessonIds.toList(),
              'total': m.totalLessons,
            },
        ],
      };
}
