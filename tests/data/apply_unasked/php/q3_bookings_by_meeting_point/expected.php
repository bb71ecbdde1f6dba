<?php

declare(strict_types=1);

namespace App\Repository;

use App\Entity\LessonBooking;
use Doctrine\Bundle\DoctrineBundle\Repository\ServiceEntityRepository;
use Doctrine\Persistence\ManagerRegistry;

/**
 * @extends ServiceEntityRepository<LessonBooking>
 */
class LessonBookingRepository extends ServiceEntityRepository
{
    public function __construct(ManagerRegistry $registry)
    {
        parent::__construct($registry, LessonBooking::class);
    }

    /**
     * @return LessonBooking[]
     */
    public function findUpcomingForInstructor(int $instructorId, \DateTimeImmutable $from): array
    {
        return $this->createQueryBuilder('b')
            ->andWhere('b.instructor = :instructor')
            ->andWhere('b.startsAt >= :from')
            ->andWhere('b.status != :cancelled')
            ->setParameter('instructor', $instructorId)
            ->setParameter('from', $from)
            ->setParameter('cancelled', LessonBooking::STATUS_CANCELLED)
            ->orderBy('b.startsAt', 'ASC')
            ->getQuery()
            ->getResult();
    }

    /**
     * @return LessonBooking[]
     */
    public function findUpcomingForGuest(string $guestEmail, \DateTimeImmutable $from): array
    {
        return $this->createQueryBuilder('b')
            ->andWhere('LOWER(b.guestEmail) = LOWER(:email)')
            ->andWhere('b.startsAt >= :from')
            ->andWhere('b.status != :cancelled')
            ->setParameter('email', $guestEmail)
            ->setParameter('from', $from)
            ->setParameter('cancelled', LessonBooking::STATUS_CANCELLED)
            ->orderBy('b.startsAt', 'ASC')
            ->getQuery()
            ->getResult();
    }

    /**
     * Bookings gathering at one meeting point (e.g. "Kinderland", "Gondola top station"),
     * used for the instructors' morning line-up sheet.
     *
     * @return LessonBooking[]
     */
    public function findUpcomingForMeetingPoint(string $meetingPoint, \DateTimeImmutable $from, \DateTimeImmutable $until): array
    {
        return $this->createQueryBuilder('b')
            ->join('b.slot', 's')
            ->andWhere('s.meetingPoint = :meetingPoint')
            ->andWhere('b.startsAt >= :from')
            ->andWhere('b.startsAt < :until')
            ->andWhere('b.status != :cancelled')
            ->setParameter('meetingPoint', $meetingPoint)
            ->setParameter('from', $from)
            ->setParameter('until', $until)
            ->setParameter('cancelled', LessonBooking::STATUS_CANCELLED)
            ->orderBy('b.startsAt', 'ASC')
            ->addOrderBy('b.guestName', 'ASC')
            ->getQuery()
            ->getResult();
    }

    public function countBookedSeats(int $lessonSlotId): int
    {
        return (int) $this->createQueryBuilder('b')
            ->select('COALESCE(SUM(b.participants), 0)')
            ->andWhere('b.slot = :slot')
            ->andWhere('b.status != :cancelled')
            ->setParameter('slot', $lessonSlotId)
            ->setParameter('cancelled', LessonBooking::STATUS_CANCELLED)
            ->getQuery()
            ->getSingleScalarResult();
    }

    public function save(LessonBooking $booking, bool $flush = false): void
    {
        $this->getEntityManager()->persist($booking);

        if ($flush) {
            $this->getEntityManager()->flush();
        }
    }
}
