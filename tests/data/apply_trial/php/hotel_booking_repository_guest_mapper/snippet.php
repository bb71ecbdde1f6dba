    /** @return Booking[] */
    public function findByGuest(int $guestId): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM bookings WHERE guest_id = :guest ORDER BY check_in DESC');
        $stmt->execute(['guest' => $guestId]);

        return array_map(static fn (array $row): Booking => Booking::fromRow($row, withGuest: false), $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    // ... existing code ...
