  return (
    <div className="rounded-lg border bg-card p-4 shadow-sm">
      {/* ... header with avatar, name and role badge unchanged ... */}

      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        {/* ... Team, Last active, Location, Timezone entries as before ... */}
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
