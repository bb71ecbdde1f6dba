import { useMemo, useState } from "react";
import { exportXls } from "../lib/legacyExport";
import { downloadCsv } from "../lib/csv";
import { formatCents } from "../lib/format";
import type { MemberShare } from "../types";

type SortKey = "memberNo" | "name" | "shares" | "capitalCents";

type MemberSharesTableProps = {
  rows: MemberShare[];
  onSelect: (memberNo: string) => void;
};

export function MemberSharesTable({ rows, onSelect }: MemberSharesTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("memberNo");
  const [filter, setFilter] = useState("");

  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return rows
      .filter((r) => !needle || r.name.toLowerCase().includes(needle) || r.memberNo.includes(needle))
      .sort((a, b) => (a[sortKey] < b[sortKey] ? -1 : a[sortKey] > b[sortKey] ? 1 : 0));
  }, [rows, filter, sortKey]);

  const handleCsvExport = () => {
    downloadCsv("member-shares.csv", visible, ["memberNo", "name", "shares", "capitalCents"]);
  };

  const handleLegacyXlsExport = () => {
    // Kept for the old treasurer spreadsheet; remove once the 2023 accounts are closed.
    exportXls("member-shares.xls", visible);
  };

  const header = (key: SortKey, label: string) => (
    <th scope="col" className="cursor-pointer px-3 py-2 text-left" onClick={() => setSortKey(key)}>
      {label}
      {sortKey === key ? " ▲" : ""}
    </th>
  );

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <input
          type="search"
          placeholder="Filter by name or member no."
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="rounded border px-2 py-1"
        />
        <button type="button" className="rounded border px-3 py-1" onClick={handleCsvExport}>
          Export CSV
        </button>
        <button type="button" className="rounded border px-3 py-1" onClick={handleLegacyXlsExport}>
          Export XLS (legacy)
        </button>
      </div>
      <table className="min-w-full divide-y">
        <thead>
          <tr>
            {header("memberNo", "Member no.")}
            {header("name", "Name")}
            {header("shares", "Shares")}
            {header("capitalCents", "Capital")}
          </tr>
        </thead>
        <tbody>
          {visible.map((r) => (
            <tr key={r.memberNo} className="cursor-pointer hover:bg-gray-50" onClick={() => onSelect(r.memberNo)}>
              <td className="px-3 py-2">{r.memberNo}</td>
              <td className="px-3 py-2">{r.name}</td>
              <td className="px-3 py-2">{r.shares}</td>
              <td className="px-3 py-2">{formatCents(r.capitalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
