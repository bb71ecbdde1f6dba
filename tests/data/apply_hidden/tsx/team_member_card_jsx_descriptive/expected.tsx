import { memo } from "react";
import { formatDistanceToNow } from "date-fns";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { TeamMember } from "@/types/team";

interface TeamMemberCardProps {
  member: TeamMember;
  canManage: boolean;
  onMessage: (id: string) => void;
  onRemove: (id: string) => void;
}

function roleVariant(role: TeamMember["role"]) {
  switch (role) {
    case "owner":
      return "default";
    case "admin":
      return "secondary";
    default:
      return "outline";
  }
}

export const TeamMemberCard = memo(function TeamMemberCard({
  member,
  canManage,
  onMessage,
  onRemove,
}: TeamMemberCardProps) {
  const lastSeen = member.lastActiveAt
    ? formatDistanceToNow(new Date(member.lastActiveAt), { addSuffix: true })
    : "never";

  return (
    <div className="rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <Avatar src={member.avatarUrl} name={member.name} size={40} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{member.name}</p>
          <p className="truncate text-sm text-muted-foreground">{member.email}</p>
        </div>
        <Badge variant={roleVariant(member.role)}>{member.role}</Badge>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Team</dt>
          <dd>{member.team ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Last active</dt>
          <dd>{lastSeen}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Location</dt>
          <dd>{member.location ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Timezone</dt>
          <dd>{member.timezone ?? "—"}</dd>
        </div>
      </dl>

      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => onMessage(member.id)}>
          Message
        </Button>
        {canManage && member.role !== "owner" && (
          <Button
            variant="destructive"
            size="sm"
            onClick={() => {
              if (window.confirm(`Remove ${member.name} from the team?`)) onRemove(member.id);
            }}
          >
            Remove
          </Button>
        )}
      </div>
    </div>
  );
});
