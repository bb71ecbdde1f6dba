<?php

declare(strict_types=1);

namespace App\Repository;

use App\Entity\Order;
use PDO;

final class OrderRepository
{
    public function __construct(private PDO $pdo)
    {
    }

    public function find(int $id): ?Order
    {
        $stmt = $this->pdo->prepare('SELECT * FROM orders WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);
        return $row ? Order::fromRow($row) : null;
    }

    public function findByCustomer(int $customerId): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM orders WHERE customer_id = :id');
        $stmt->execute(['id' => $customerId]);
        return array_map([Order::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function findByStatus(string $status): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM orders WHERE status = :status');
        $stmt->execute(['status' => $status]);
        return array_map([Order::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function save(Order $order): void
    {
        $stmt = $this->pdo->prepare('UPDATE orders SET status = :status WHERE id = :id');
        $stmt->execute(['status' => $order->status, 'id' => $order->id]);
    }
}
