final class VendorStallRepository
{
    // ... existing methods ...

    public function countByZone(string $zone): int
    {
        $stmt = $this->db->prepare('SELECT COUNT(*) FROM vendor_stalls WHERE zone = :zone');
        $stmt->execute(['zone' => $zone]);

        return (int) $stmt->fetchColumn();
    }
}
