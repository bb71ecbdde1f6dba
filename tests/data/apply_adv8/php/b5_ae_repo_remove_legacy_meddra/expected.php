<?php

declare(strict_types=1);

namespace Trialcore\Edc\Safety;

use PDO;
use Trialcore\Edc\Safety\Model\AdverseEvent;

final class AdverseEventRepository
{
    public function __construct(private readonly PDO $db)
    {
    }

    public function find(string $aeId): ?AdverseEvent
    {
        $stmt = $this->db->prepare('SELECT * FROM adverse_events WHERE ae_id = :id AND deleted_at IS NULL');
        $stmt->execute(['id' => $aeId]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row === false ? null : AdverseEvent::fromRow($row);
    }

    /**
     * @return AdverseEvent[]
     */
    public function findOpenBySubject(string $subjectId): array
    {
        $stmt = $this->db->prepare(
            'SELECT * FROM adverse_events
              WHERE subject_id = :subject AND outcome IS NULL AND deleted_at IS NULL
              ORDER BY onset_date'
        );
        $stmt->execute(['subject' => $subjectId]);

        return array_map([AdverseEvent::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    /**
     * @return AdverseEvent[]
     */
    public function findByPreferredTerm(string $ptCode): array
    {
        $stmt = $this->db->prepare(
            'SELECT ae.* FROM adverse_events ae
               JOIN meddra_coding mc ON mc.ae_id = ae.ae_id
              WHERE mc.pt_code = :code AND ae.deleted_at IS NULL
              ORDER BY ae.onset_date'
        );
        $stmt->execute(['code' => $ptCode]);

        return array_map([AdverseEvent::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function save(AdverseEvent $ae): void
    {
        $stmt = $this->db->prepare(
            'INSERT INTO adverse_events (ae_id, subject_id, term, onset_date, serious, outcome)
             VALUES (:id, :subject, :term, :onset, :serious, :outcome)
             ON CONFLICT (ae_id) DO UPDATE SET term = EXCLUDED.term, serious = EXCLUDED.serious,
                 outcome = EXCLUDED.outcome'
        );
        $stmt->execute($ae->toRow());
    }
}
