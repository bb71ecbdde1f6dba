<?php

// ... existing code ...

            ->setParameter('status', MatchStatus::Live)
            ->orderBy('m.startedAt', 'ASC')
            ->getQuery()
            ->getResult();
    }

    /**
     * @return GameMatch[]
     */
    public function findCompleted(Tournament $tournament, ?int $round = null): array
    {
        $qb = $this->createQueryBuilder('m')
            ->andWhere('m.tournament = :tournament')
            ->andWhere('m.status = :status')
            ->setParameter('tournament', $tournament)
            ->setParameter('status', MatchStatus::Completed);

        if ($round !== null) {
            $qb->andWhere('m.round = :round')->setParameter('round', $round);
        }

        return $qb->orderBy('m.finishedAt', 'DESC')
            ->getQuery()
            ->getResult();
    }

// ... existing code ...
