<?php

declare(strict_types=1);

namespace Academy\Grading;

use Academy\Grading\Contracts\GradeRepository;
use DateTimeImmutable;
use SplFileObject;

final class GradebookExporter
{
    private const HEADER = ['student_id', 'student_name', 'quiz', 'score', 'max_score', 'submitted_at'];

    public function __construct(
        private readonly GradeRepository $grades,
        private readonly string $exportDir,
    ) {
    }

    public function exportCourse(int $courseId): string
    {
        $path = sprintf('%s/course-%d-%s.csv', $this->exportDir, $courseId, date('Ymd-His'));
        $file = new SplFileObject($path, 'w');
        $file->fputcsv(self::HEADER);

        foreach ($this->grades->forCourse($courseId) as $grade) {
            $file->fputcsv($this->row($grade));
        }

        return $path;
    }

    public function exportQuiz(int $quizId): string
    {
        $path = sprintf('%s/quiz-%d-%s.csv', $this->exportDir, $quizId, date('Ymd-His'));
        $file = new SplFileObject($path, 'w');
        $file->fputcsv(self::HEADER);

        foreach ($this->grades->forQuiz($quizId) as $grade) {
            $file->fputcsv($this->row($grade));
        }

        return $path;
    }

    /**
     * @param array{student_id: int, student_name: string, quiz_title: string, score: float, max_score: float, submitted_at: ?string} $grade
     * @return list<string>
     */
    private function row(array $grade): array
    {
        return [
            (string) $grade['student_id'],
            $grade['student_name'],
            $grade['quiz_title'],
            number_format($grade['score'], 2, '.', ''),
            number_format($grade['max_score'], 2, '.', ''),
            $this->formatDate($grade['submitted_at']),
        ];
    }

    private function formatDate(?string $value): string
    {
        if ($value === null) {
            return '';
        }

        return (new DateTimeImmutable($value))->format(DATE_ATOM);
    }
}
