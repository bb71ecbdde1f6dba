import React, { useMemo, useState } from "react";
// ... other imports ...

// ... existing code ...

export function MemberTable({ members, currentUserId, onRoleChange, onRemove }: MemberTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("name");
  const [query, setQuery] = useState("");

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return members
      .filter((m) => m.name.toLowerCase().includes(q))
      .sort((a, b) => String(a[sortKey]).localeCompare(String(b[sortKey])));
  }, [members, query, sortKey]);

  return (
    // ... existing JSX ...
  );
}
