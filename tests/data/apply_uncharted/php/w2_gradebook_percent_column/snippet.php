// ... keep existing code

final class GradebookExporter
{
    private const HEADER = ['student_id', 'student_name', 'quiz', 'score', 'max_score', 'percent', 'submitted_at'];

    // ... keep existing code

    private function row(array $grade): array
    {
        return [
            // ... keep existing code
            number_format($grade['max_score'], 2, '.', ''),
            $this->percent($grade['score'], $grade['max_score']),
            $this->formatDate($grade['submitted_at']),
        ];
    }

    private function percent(float $score, float $maxScore): string
    {
        if ($maxScore <= 0.0) {
            return '';
        }

        return number_format($score / $maxScore * 100, 1, '.', '');
    }

    // ... keep existing code
}
