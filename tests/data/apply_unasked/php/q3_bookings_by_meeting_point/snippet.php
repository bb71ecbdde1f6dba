// ... existing code ...

    /**
     * @return LessonBooking[]
     */
    public function findUpcomingForGuest(string $guestEmail, \DateTimeImmutable $from): array
    {
        // ... existing code ...
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

    // ... existing code ...
