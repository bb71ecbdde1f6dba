import { useEffect, useState } from "react";
import { formatDistanceToNow, parseISO } from "date-fns";
import { fetchMembers, type Member } from "../api/members";
import { Avatar } from "./Avatar";
import { Spinner } from "./Spinner";

type Props = { teamId: string };

export function MemberList({ teamId }: Props) {
  const [members, setMembers] = useState<Member[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchMembers(teamId)
      .then((data) => {
        if (!cancelled) setMembers(data);
      })
      .catch((err: Error) => {
        if (!cancelled) setError(err.message);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [teamId]);

  if (loading) return <Spinner label="Loading members" />;
  if (error) return <p className="error">{error}</p>;

  return (
    <ul className="member-list">
      {members.map((member) => (
        <li key={member.id} className="member-list__item">
          <Avatar src={member.avatarUrl} name={member.name} size={32} />
          <div>
            <strong>{member.name}</strong>
            <span className="member-list__role">{member.role}</span>
          </div>
          <time dateTime={member.lastActiveAt}>
            {formatDistanceToNow(parseISO(member.lastActiveAt), { addSuffix: true })}
          </time>
        </li>
      ))}
    </ul>
  );
}
