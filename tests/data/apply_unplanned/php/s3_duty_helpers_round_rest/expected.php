<?php

declare(strict_types=1);

namespace App\Support\Duty;

use DateInterval;
use DateTimeImmutable;

const HOME_BASE_REST_MINUTES = 720;
const AWAY_REST_MINUTES = 600;

function minutes_between(DateTimeImmutable $from, DateTimeImmutable $to): int
{
    return intdiv($to->getTimestamp() - $from->getTimestamp(), 60);
}

function duty_minutes(array $duty): int
{
    $report = new DateTimeImmutable($duty['report']);
    $release = new DateTimeImmutable($duty['release']);
    return minutes_between($report, $release);
}

function block_minutes(array $duty): int
{
    $total = 0;
    foreach ($duty['legs'] as $leg) {
        $offBlocks = new DateTimeImmutable($leg['off_blocks']);
        $onBlocks = new DateTimeImmutable($leg['on_blocks']);
        $total += minutes_between($offBlocks, $onBlocks);
    }
    return $total;
}

function required_rest_minutes(array $duty, bool $atHomeBase): int
{
    $floor = $atHomeBase ? HOME_BASE_REST_MINUTES : AWAY_REST_MINUTES;
    return (int) (ceil(max($floor, duty_minutes($duty)) / 15) * 15);
}

function rest_minutes(array $previous, array $next): int
{
    $release = new DateTimeImmutable($previous['release']);
    $report = new DateTimeImmutable($next['report']);
    return minutes_between($release, $report);
}

function rest_is_sufficient(array $previous, array $next, bool $atHomeBase): bool
{
    return rest_minutes($previous, $next) >= required_rest_minutes($previous, $atHomeBase);
}

function cumulative_duty_minutes(array $duties, DateTimeImmutable $end, int $days): int
{
    $start = $end->sub(new DateInterval('P' . $days . 'D'));
    $total = 0;
    foreach ($duties as $duty) {
        $report = new DateTimeImmutable($duty['report']);
        if ($report >= $start && $report < $end) {
            $total += duty_minutes($duty);
        }
    }
    return $total;
}

function cumulative_block_minutes(array $duties, DateTimeImmutable $end, int $days): int
{
    $start = $end->sub(new DateInterval('P' . $days . 'D'));
    $total = 0;
    foreach ($duties as $duty) {
        $report = new DateTimeImmutable($duty['report']);
        if ($report >= $start && $report < $end) {
            $total += block_minutes($duty);
        }
    }
    return $total;
}

function format_hhmm(int $minutes): string
{
    return sprintf('%02d:%02d', intdiv($minutes, 60), $minutes % 60);
}
