final class OrderRepository
{
    // ... existing code ...

    public function delete(int $id): void
    {
        $stmt = $this->pdo->prepare('DELETE FROM orders WHERE id = :id');
        $stmt->execute(['id' => $id]);
    }
}
