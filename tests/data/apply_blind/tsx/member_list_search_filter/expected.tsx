import { useEffect, useMemo, useState } from "react";
import { formatDistanceToNow, parseISO } from "date-fns";
import { fetchMembers, type Member } from "../api/members";
import { Avatar } from "./Avatar";
import { Spinner } from "./Spinner";

type Props = { teamId: string };

export function MemberList({ teamId }: Props) {
  const [members, setMembers] = useState<Member[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState("");

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

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? members.filter((m) => m.name.toLowerCase().includes(q)) : members;
  }, [members, query]);

  if (loading) return <Spinner label="Loading members" />;
  if (error) return <p className="error">{error}</p>;

  return (
    <>
      <input
        type="search"
        className="member-list__search"
        placeholder="Filter members"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="member-list">
        {visible.map((member) => (
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
    </>
  );
}
