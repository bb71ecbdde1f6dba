<?php

declare(strict_types=1);

namespace App\Repository;

use App\Entity\Booking;
use DateTimeImmutable;
use PDO;

final class BookingRepository
{
    public function __construct(private readonly PDO $pdo)
    {
    }

    public function find(int $id): ?Booking
    {
        $stmt = $this->pdo->prepare('SELECT * FROM bookings WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row === false ? null : Booking::fromRow($row);
    }

    /** @return Booking[] */
    public function findByGuest(int $guestId): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM bookings WHERE guest_id = :guest ORDER BY check_in DESC');
        $stmt->execute(['guest' => $guestId]);

        return array_map(static fn (array $row): Booking => Booking::fromRow($row, withGuest: false), $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    /** @return Booking[] */
    public function findOverlapping(int $roomId, DateTimeImmutable $from, DateTimeImmutable $to): array
    {
        $stmt = $this->pdo->prepare(
            'SELECT * FROM bookings
             WHERE room_id = :room AND status <> :cancelled
               AND check_in < :to AND check_out > :from'
        );
        $stmt->execute([
            'room' => $roomId,
            'cancelled' => 'cancelled',
            'from' => $from->format('Y-m-d'),
            'to' => $to->format('Y-m-d'),
        ]);

        return array_map([Booking::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function isRoomAvailable(int $roomId, DateTimeImmutable $from, DateTimeImmutable $to): bool
    {
        return $this->findOverlapping($roomId, $from, $to) === [];
    }

    public function countNightsForGuest(int $guestId): int
    {
        $stmt = $this->pdo->prepare(
            'SELECT COALESCE(SUM(DATEDIFF(check_out, check_in)), 0) FROM bookings WHERE guest_id = :guest'
        );
        $stmt->execute(['guest' => $guestId]);

        return (int) $stmt->fetchColumn();
    }

    public function save(Booking $booking): int
    {
        $stmt = $this->pdo->prepare(
            'INSERT INTO bookings (room_id, guest_id, check_in, check_out, status)
             VALUES (:room, :guest, :check_in, :check_out, :status)'
        );
        $stmt->execute([
            'room' => $booking->roomId,
            'guest' => $booking->guestId,
            'check_in' => $booking->checkIn->format('Y-m-d'),
            'check_out' => $booking->checkOut->format('Y-m-d'),
            'status' => $booking->status,
        ]);

        return (int) $this->pdo->lastInsertId();
    }

    public function cancel(int $id): bool
    {
        $stmt = $this->pdo->prepare('UPDATE bookings SET status = :status WHERE id = :id');
        $stmt->execute(['status' => 'cancelled', 'id' => $id]);

        return $stmt->rowCount() > 0;
    }
}
