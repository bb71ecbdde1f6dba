import React, { useMemo, useState } from 'react';

import { DataTable, type Column } from '@meadowbrook/ui/DataTable';
import { FlagBadge } from './FlagBadge';
import type { LabResultRow } from '../api/labResults';

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

function formatValue(row: LabResultRow): string {
  return row.units ? `${row.value} ${row.units}` : row.value;
}

const columns: Column<LabResultRow>[] = [
  {
    key: 'test',
    header: 'Test',
    align: 'left',
    render: (row) => row.displayName,
  },
  {
    key: 'value',
    header: 'Result',
    align: 'right',
    render: (row) => (
      <span className={row.flag ? 'lab-value lab-value--flagged' : 'lab-value'}>
        {formatValue(row)} <FlagBadge flag={row.flag} />
      </span>
    ),
  },
  {
    key: 'range',
    header: 'Reference range',
    align: 'right',
    render: (row) => row.referenceRange ?? '—',
  },
  {
    key: 'collected',
    header: 'Collected',
    align: 'right',
    render: (row) => dateFormatter.format(new Date(row.collectedAt)),
  },
];

interface LabResultsTableProps {
  results: LabResultRow[];
  onSelect: (result: LabResultRow) => void;
}

export function LabResultsTable({ results, onSelect }: LabResultsTableProps) {
  const [showFlaggedOnly, setShowFlaggedOnly] = useState(false);

  const visible = useMemo(
    () => (showFlaggedOnly ? results.filter((r) => r.flag) : results),
    [results, showFlaggedOnly]
  );

  return (
    <section aria-labelledby="lab-results-heading">
      <header className="lab-results__header">
        <h2 id="lab-results-heading">Lab results</h2>
        <label>
          <input
            type="checkbox"
            checked={showFlaggedOnly}
            onChange={(e) => setShowFlaggedOnly(e.target.checked)}
          />
          Only show results outside the normal range
        </label>
      </header>
      <DataTable
        columns={columns}
        rows={visible}
        rowKey={(r) => r.id}
        onRowClick={onSelect}
        emptyMessage="No released results yet."
      />
    </section>
  );
}
