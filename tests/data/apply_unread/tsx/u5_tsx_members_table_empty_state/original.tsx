import { useMemo, useState } from "react";

import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Member, Role } from "@/lib/types";

type SortKey = "name" | "email" | "joinedAt";

interface MembersTableProps {
  members: Member[];
  currentUserId: string;
  onRoleChange: (memberId: string, role: Role) => void;
  onRemove: (memberId: string) => void;
}

const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  viewer: "Viewer",
};

function compareMembers(a: Member, b: Member, key: SortKey): number {
  if (key === "joinedAt") {
    return new Date(a.joinedAt).getTime() - new Date(b.joinedAt).getTime();
  }
  return a[key].localeCompare(b[key]);
}

export function MembersTable({ members, currentUserId, onRoleChange, onRemove }: MembersTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>("name");
  const [query, setQuery] = useState("");

  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return members
      .filter((m) => !needle || m.name.toLowerCase().includes(needle) || m.email.toLowerCase().includes(needle))
      .sort((a, b) => compareMembers(a, b, sortKey));
  }, [members, query, sortKey]);

  return (
    <div className="space-y-4">
      <input
        className="w-full rounded-md border px-3 py-2 text-sm"
        placeholder="Search members"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th onClick={() => setSortKey("name")}>Name</th>
            <th onClick={() => setSortKey("email")}>Email</th>
            <th>Role</th>
            <th onClick={() => setSortKey("joinedAt")}>Joined</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {visible.map((member) => (
            <tr key={member.id} className="border-t">
              <td className="flex items-center gap-2 py-2">
                <Avatar src={member.avatarUrl} alt={member.name} size="sm" />
                {member.name}
                {member.id === currentUserId && <Badge variant="secondary">You</Badge>}
              </td>
              <td>{member.email}</td>
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
              <td>{new Date(member.joinedAt).toLocaleDateString()}</td>
              <td className="text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={member.id === currentUserId || member.role === "owner"}
                  onClick={() => onRemove(member.id)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
