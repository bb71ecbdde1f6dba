// ... existing code ...

interface UserTableProps {
  users: User[];
  onSelect?: (user: User) => void;
  emptyMessage?: string;
}

// ... existing code ...

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

// ... existing code ...
