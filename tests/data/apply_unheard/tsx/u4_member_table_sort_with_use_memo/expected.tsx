import React, { useMemo, useState } from "react";
import { Avatar } from "../ui/Avatar";
import { Badge } from "../ui/Badge";
import { formatDate } from "../../lib/dates";
import type { TeamMember, Role } from "../../types/team";

type SortKey = "name" | "role" | "joinedAt";

interface MemberTableProps {
  members: TeamMember[];
  currentUserId: string;
  onRoleChange: (memberId: string, role: Role) => void;
  onRemove: (memberId: string) => void;
}

const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  guest: "Guest",
};

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
    <div className="member-table">
      <input
        className="member-table__search"
        placeholder="Search members"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <table>
        <thead>
          <tr>
            <th onClick={() => setSortKey("name")}>Name</th>
            <th onClick={() => setSortKey("role")}>Role</th>
            <th onClick={() => setSortKey("joinedAt")}>Joined</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {visible.map((member) => (
            <tr key={member.id}>
              <td>
                <Avatar src={member.avatarUrl} name={member.name} size="sm" />
                {member.name}
                {member.id === currentUserId && <Badge tone="info">You</Badge>}
              </td>
              <td>
                <select
                  value={member.role}
                  disabled={member.role === "owner"}
                  onChange={(e) => onRoleChange(member.id, e.target.value as Role)}
                >
                  {Object.entries(ROLE_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </td>
              <td>{formatDate(member.joinedAt)}</td>
              <td>
                <button type="button" onClick={() => onRemove(member.id)} disabled={member.role === "owner"}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
