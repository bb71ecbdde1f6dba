import { useMemo, useState } from "react";
import { downloadCsv } from "../lib/csv";
import { formatCents } from "../lib/format";
import type { MemberShare } from "../types";

// ... existing code ...

  const handleCsvExport = () => {
    downloadCsv("member-shares.csv", visible, ["memberNo", "name", "shares", "capitalCents"]);
  };

  // ... removed handleLegacyXlsExport (the 2023 accounts are closed) ...

  const header = (key: SortKey, label: string) => (
    // ... unchanged ...
  );

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        {/* ... filter input unchanged ... */}
        <button type="button" className="rounded border px-3 py-1" onClick={handleCsvExport}>
          Export CSV
        </button>
        {/* removed the "Export XLS (legacy)" button */}
      </div>
      {/* ... table unchanged ... */}
