<?php

// ... existing code ...

    public function schedule(string $tankId, int $bottles, DateTimeImmutable $start): BottlingRun
    {
        $tank = $this->tanks->find($tankId);
        if ($tank === null) {
            throw new \InvalidArgumentException("Unknown tank {$tankId}");
        }
        if (!$tank->isFilteredAndStable()) {
            throw new SchedulingConflict("Tank {$tankId} has not passed cold stability");
        }
        if ($tank->volumeLitres() < $bottles * 0.75) {
            throw new SchedulingConflict(sprintf(
                'Tank %s holds %.0f L, not enough for %d bottles',
                $tankId,
                $tank->volumeLitres(),
                $bottles,
            ));
        }

        $end = $start->add($this->runDuration($bottles));
        $conflicts = $this->runs->overlapping($start, $end);
        if ($conflicts !== []) {
            throw new SchedulingConflict(sprintf(
                'Line busy with run %s until %s',
                $conflicts[0]->id(),
                $conflicts[0]->endsAt()->format('H:i'),
            ));
        }

        $run = BottlingRun::plan($tank->currentLot(), $bottles, $start, $end);
        $this->runs->save($run);

        return $run;
    }

// ... existing code ...
