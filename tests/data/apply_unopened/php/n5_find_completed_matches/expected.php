<?php

declare(strict_types=1);

namespace App\Repository;

use App\Entity\GameMatch;
use App\Entity\Tournament;
use App\Enum\MatchStatus;
use Doctrine\Bundle\DoctrineBundle\Repository\ServiceEntityRepository;
use Doctrine\Persistence\ManagerRegistry;

/**
 * @extends ServiceEntityRepository<GameMatch>
 */
final class GameMatchRepository extends ServiceEntityRepository
{
    public function __construct(ManagerRegistry $registry)
    {
        parent::__construct($registry, GameMatch::class);
    }

    /**
     * @return GameMatch[]
     */
    public function findUpcoming(Tournament $tournament, int $limit = 20): array
    {
        return $this->createQueryBuilder('m')
            ->andWhere('m.tournament = :tournament')
            ->andWhere('m.status = :status')
            ->setParameter('tournament', $tournament)
            ->setParameter('status', MatchStatus::Scheduled)
            ->orderBy('m.scheduledAt', 'ASC')
            ->setMaxResults($limit)
            ->getQuery()
            ->getResult();
    }

    /**
     * @return GameMatch[]
     */
    public function findLive(Tournament $tournament): array
    {
        return $this->createQueryBuilder('m')
            ->andWhere('m.tournament = :tournament')
            ->andWhere('m.status = :status')
            ->setParameter('tournament', $tournament)
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

    public function countByStatus(Tournament $tournament, MatchStatus $status): int
    {
        return (int) $this->createQueryBuilder('m')
            ->select('COUNT(m.id)')
            ->andWhere('m.tournament = :tournament')
            ->andWhere('m.status = :status')
            ->setParameter('tournament', $tournament)
            ->setParameter('status', $status)
            ->getQuery()
            ->getSingleScalarResult();
    }

    public function save(GameMatch $match, bool $flush = true): void
    {
        $this->getEntityManager()->persist($match);
        if ($flush) {
            $this->getEntityManager()->flush();
        }
    }
}
