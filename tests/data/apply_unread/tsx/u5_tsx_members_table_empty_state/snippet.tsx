export function MembersTable({ members, currentUserId, onRoleChange, onRemove }: MembersTableProps) {
  // ... existing state and memo ...

  return (
    <div className="space-y-4">
      {/* ... search input ... */}
      <table className="w-full text-left text-sm">
        {/* ... thead unchanged ... */}
        <tbody>
          {visible.length === 0 && (
            <tr>
              <td colSpan={5} className="py-8 text-center text-muted-foreground">
                {query ? `No members match "${query}"` : "No members yet"}
              </td>
            </tr>
          )}
          {visible.map((member) => (
            {/* ... existing row ... */}
          ))}
        </tbody>
      </table>
    </div>
  );
}
