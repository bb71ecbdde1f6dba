<?php

declare(strict_types=1);

namespace Fieldday\Lineup;

use InvalidArgumentException;

final class LineupExporter
{
    public function export(string $format, array $performances): string
    {
        return match ($format) {
            'json' => $this->toJson($performances),
            'csv' => $this->toCsv($performances),
            'ics' => $this->toIcal($performances),
            default => throw new InvalidArgumentException("Unknown export format: {$format}"),
        };
    }

    private function toJson(array $performances): string
    {
        $rows = array_map(fn (Performance $p) => [
            'artist' => $p->artist,
            'stage' => $p->stage,
            'starts_at' => $p->startsAt->format(DATE_ATOM),
            'ends_at' => $p->endsAt->format(DATE_ATOM),
        ], $performances);

        return json_encode($rows, JSON_PRETTY_PRINT | JSON_THROW_ON_ERROR);
    }

    private function toCsv(array $performances): string
    {
        $lines = ['artist,stage,starts_at,ends_at'];
        foreach ($performances as $p) {
            $lines[] = implode(',', [
                $this->quote($p->artist),
                $this->quote($p->stage),
                $p->startsAt->format('Y-m-d H:i'),
                $p->endsAt->format('Y-m-d H:i'),
            ]);
        }

        return implode("\n", $lines) . "\n";
    }

    private function toIcal(array $performances): string
    {
        $lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Fieldday//Lineup//EN'];
        foreach ($performances as $p) {
            $lines[] = 'BEGIN:VEVENT';
            $lines[] = 'SUMMARY:' . $p->artist . ' (' . $p->stage . ')';
            $lines[] = 'DTSTART:' . $p->startsAt->format('Ymd\THis');
            $lines[] = 'DTEND:' . $p->endsAt->format('Ymd\THis');
            $lines[] = 'END:VEVENT';
        }
        $lines[] = 'END:VCALENDAR';

        return implode("\r\n", $lines) . "\r\n";
    }

    private function quote(string $value): string
    {
        return '"' . str_replace('"', '""', $value) . '"';
    }
}
