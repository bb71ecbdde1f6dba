export default function ModerationQueueTable({ section, pageSize = 25 }: ModerationQueueTableProps) {
  // ... existing state, queue loading and approve/reject handlers ...

  const sorted = useMemo(
    () => [...comments].sort((a, b) => b.toxicity - a.toxicity || a.receivedAt.localeCompare(b.receivedAt)),
    [comments],
  );

  // Keyboard shortcuts for the selected row: A approves, R rejects.
  useEffect(() => {
    if (!selectedId) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (event.key === 'a') {
        void handleApprove(selectedId);
      } else if (event.key === 'r') {
        void handleReject(selectedId);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [selectedId, handleApprove, handleReject]);

  // ... existing code ...
}
