<?php

declare(strict_types=1);

namespace Shop\Repository;

use PDO;
use Shop\Model\Order;

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

    /**
     * @return Order[]
     */
    public function forCustomer(int $customerId, int $limit = 50): array
    {
        $stmt = $this->pdo->prepare(
            'SELECT * FROM orders WHERE customer_id = :customer ORDER BY created_at DESC LIMIT :limit'
        );
        $stmt->bindValue('customer', $customerId, PDO::PARAM_INT);
        $stmt->bindValue('limit', $limit, PDO::PARAM_INT);
        $stmt->execute();

        return array_map([Order::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    /**
     * @return Order[]
     */
    public function paginate(int $page, int $perPage = 20, ?string $status = null): array
    {
        $offset = max(0, $page - 1) * $perPage;
        $where = $status !== null ? 'WHERE status = :status ' : '';
        $stmt = $this->pdo->prepare(
            'SELECT * FROM orders ' . $where . 'ORDER BY created_at DESC LIMIT :limit OFFSET :offset'
        );
        if ($status !== null) {
            $stmt->bindValue('status', $status);
        }
        $stmt->bindValue('limit', $perPage, PDO::PARAM_INT);
        $stmt->bindValue('offset', $offset, PDO::PARAM_INT);
        $stmt->execute();

        return array_map([Order::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function count(): int
    {
        return (int) $this->pdo->query('SELECT COUNT(*) FROM orders')->fetchColumn();
    }

    public function markShipped(int $id, string $trackingNumber): void
    {
        $stmt = $this->pdo->prepare(
            "UPDATE orders SET status = 'shipped', tracking_number = :tracking, shipped_at = NOW() WHERE id = :id"
        );
        $stmt->execute(['tracking' => $trackingNumber, 'id' => $id]);
    }
}
