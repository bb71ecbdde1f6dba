import { useMemo, useState } from "react";
import type { User } from "../api/types";
import { Avatar } from "./Avatar";
import { Badge } from "./Badge";

type SortKey = "name" | "email" | "lastSeen";

interface UserTableProps {
  users: User[];
  onSelect?: (user: User) => void;
  emptyMessage?: string;
}

function formatLastSeen(iso: string | null): string {
  if (!iso) return "never";
  const date = new Date(iso);
  return date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

function compareUsers(a: User, b: User, key: SortKey): number {
  if (key === "lastSeen") {
    return (b.lastSeen ?? "").localeCompare(a.lastSeen ?? "");
  }
  return a[key].localeCompare(b[key]);
}

function UserRow({ user, onSelect }: { user: User; onSelect?: (user: User) => void }) {
  return (
    <tr className="user-row" onClick={() => onSelect?.(user)}>
      <td>
        <Avatar src={user.avatarUrl} name={user.name} size={28} />
        <span className="user-name">{user.name}</span>
      </td>
      <td>{user.email}</td>
      <td>{user.role === "admin" ? <Badge tone="info">admin</Badge> : user.role}</td>
      <td>{formatLastSeen(user.lastSeen)}</td>
    </tr>
  );
}

export function UserTable({ users, onSelect, emptyMessage = "No users yet." }: UserTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("name");
  const [query, setQuery] = useState("");
  const sorted = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const visible = needle
      ? users.filter((u) => u.name.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle))
      : users;
    return [...visible].sort((a, b) => compareUsers(a, b, sortKey));
  }, [users, sortKey, query]);

  return (
    <div className="user-table-wrapper">
      <input
        className="user-table-search"
        type="search"
        placeholder="Filter by name or email"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <table className="user-table">
        <thead>
          <tr>
            <th onClick={() => setSortKey("name")}>Name</th>
            <th onClick={() => setSortKey("email")}>Email</th>
            <th>Role</th>
            <th onClick={() => setSortKey("lastSeen")}>Last seen</th>
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={4} className="user-table-empty">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            sorted.map((user) => <UserRow key={user.id} user={user} onSelect={onSelect} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

export function UserTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <table className="user-table user-table--loading">
      <tbody>
        {Array.from({ length: rows }, (_, i) => (
          <tr key={i}>
            <td colSpan={4}>
              <div className="skeleton-line" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
