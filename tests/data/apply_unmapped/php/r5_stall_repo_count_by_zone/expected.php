<?php

declare(strict_types=1);

namespace Fieldday\Vendors;

use PDO;

final class VendorStallRepository
{
    public function __construct(private PDO $db)
    {
    }

    public function findById(int $id): ?VendorStall
    {
        $stmt = $this->db->prepare('SELECT * FROM vendor_stalls WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row === false ? null : VendorStall::fromRow($row);
    }

    /**
     * @return VendorStall[]
     */
    public function findByZone(string $zone): array
    {
        $stmt = $this->db->prepare('SELECT * FROM vendor_stalls WHERE zone = :zone ORDER BY pitch');
        $stmt->execute(['zone' => $zone]);

        return array_map([VendorStall::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    /**
     * @return VendorStall[]
     */
    public function findByStatus(string $status): array
    {
        $stmt = $this->db->prepare('SELECT * FROM vendor_stalls WHERE status = :status ORDER BY name');
        $stmt->execute(['status' => $status]);

        return array_map([VendorStall::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function create(VendorStall $stall): int
    {
        $stmt = $this->db->prepare(
            'INSERT INTO vendor_stalls (name, zone, pitch, category, status)
             VALUES (:name, :zone, :pitch, :category, :status)'
        );
        $stmt->execute([
            'name' => $stall->name,
            'zone' => $stall->zone,
            'pitch' => $stall->pitch,
            'category' => $stall->category,
            'status' => $stall->status,
        ]);

        return (int) $this->db->lastInsertId();
    }

    public function updateStatus(int $id, string $status): bool
    {
        $stmt = $this->db->prepare('UPDATE vendor_stalls SET status = :status WHERE id = :id');
        $stmt->execute(['status' => $status, 'id' => $id]);

        return $stmt->rowCount() > 0;
    }

    public function countByZone(string $zone): int
    {
        $stmt = $this->db->prepare('SELECT COUNT(*) FROM vendor_stalls WHERE zone = :zone');
        $stmt->execute(['zone' => $zone]);

        return (int) $stmt->fetchColumn();
    }
}
