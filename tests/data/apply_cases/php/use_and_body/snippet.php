use App\Entity\Order;
use App\Exception\OrderNotFound;
use PDO;

// ... existing code ...

    public function find(int $id): Order
    {
        $stmt = $this->pdo->prepare('SELECT * FROM orders WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);
        if (!$row) {
            throw new OrderNotFound($id);
        }
        return Order::fromRow($row);
    }

// ... existing code ...
