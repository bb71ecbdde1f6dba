<?php

declare(strict_types=1);

namespace Museum\Exhibits;

use PDO;

final class ExhibitRepository
{
    public function __construct(private PDO $pdo)
    {
    }

    public function findById(int $id): ?Exhibit
    {
        $stmt = $this->pdo->prepare('SELECT * FROM exhibits WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row === false ? null : $this->hydrate($row);
    }

    public function findByHall(string $hall): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM exhibits WHERE hall = :hall ORDER BY title');
        $stmt->execute(['hall' => $hall]);

        return array_map([$this, 'hydrate'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    /**
     * @deprecated Accession numbers moved to the catalog service in 2023.
     */
    public function findLegacyByAccession(string $accession): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM exhibits WHERE legacy_accession = :acc ORDER BY title');
        $stmt->execute(['acc' => strtoupper(trim($accession))]);

        return array_map([$this, 'hydrate'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function findOnLoan(): array
    {
        $stmt = $this->pdo->prepare("SELECT * FROM exhibits WHERE loan_status = 'out' ORDER BY title");
        $stmt->execute();

        return array_map([$this, 'hydrate'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function save(Exhibit $exhibit): void
    {
        $stmt = $this->pdo->prepare(
            'INSERT INTO exhibits (id, title, hall, catalog_number, loan_status)
             VALUES (:id, :title, :hall, :catalog_number, :loan_status)
             ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, hall = EXCLUDED.hall,
                 catalog_number = EXCLUDED.catalog_number, loan_status = EXCLUDED.loan_status'
        );
        $stmt->execute([
            'id' => $exhibit->id,
            'title' => $exhibit->title,
            'hall' => $exhibit->hall,
            'catalog_number' => $exhibit->catalogNumber,
            'loan_status' => $exhibit->loanStatus,
        ]);
    }

    private function hydrate(array $row): Exhibit
    {
        return new Exhibit(
            id: (int) $row['id'],
            title: $row['title'],
            hall: $row['hall'],
            catalogNumber: $row['catalog_number'],
            loanStatus: $row['loan_status'],
        );
    }
}
