<?php

declare(strict_types=1);

namespace HollowCreek\Bottling;

use DateInterval;
use DateTimeImmutable;
use HollowCreek\Bottling\Exception\SchedulingConflict;
use HollowCreek\Cellar\TankRepository;

final class BottlingScheduler
{
    private const BOTTLES_PER_HOUR = 2400;
    private const CHANGEOVER_MINUTES = 45;

    public function __construct(
        private readonly BottlingRunRepository $runs,
        private readonly TankRepository $tanks,
    ) {
    }

    public function schedule(string $tankId, int $bottles, DateTimeImmutable $start): BottlingRun
    {
        $tank = $this->tanks->find($tankId);
        if ($tank === null) {
            throw new \InvalidArgumentException("Unknown tank {$tankId}");
        }
        if (!$tank->isFilteredAndStable()) {
            throw new SchedulingConflict("Tank {$tankId} has not passed cold stability");
        }

        $end = $start->add($this->runDuration($bottles));
        foreach ($this->runs->overlapping($start, $end) as $existing) {
            throw new SchedulingConflict(sprintf(
                'Line busy with run %s until %s',
                $existing->id(),
                $existing->endsAt()->format('H:i'),
            ));
        }

        $run = BottlingRun::plan($tank->currentLot(), $bottles, $start, $end);
        $this->runs->save($run);

        return $run;
    }

    public function runDuration(int $bottles): DateInterval
    {
        $minutes = (int) ceil($bottles / self::BOTTLES_PER_HOUR * 60);
        $minutes += self::CHANGEOVER_MINUTES;

        return new DateInterval('PT' . $minutes . 'M');
    }

    public function cancel(string $runId, string $reason): void
    {
        $run = $this->runs->get($runId);
        if ($run->hasStarted()) {
            throw new SchedulingConflict("Run {$runId} is already on the line");
        }
        $run->cancel($reason);
        $this->runs->save($run);
    }
}
