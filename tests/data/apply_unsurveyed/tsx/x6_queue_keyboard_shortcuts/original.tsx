import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatDistanceToNow } from 'date-fns';
import type { QueuedComment } from '../types';
import { approveComment, fetchQueue, rejectComment } from '../api/moderation';

interface ModerationQueueTableProps {
  section?: string;
  pageSize?: number;
}

export default function ModerationQueueTable({ section, pageSize = 25 }: ModerationQueueTableProps) {
  const [comments, setComments] = useState<QueuedComment[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchQueue({ section, pageSize })
      .then((items) => {
        if (!cancelled) setComments(items);
      })
      .catch((err: Error) => {
        if (!cancelled) setError(err.message);
      });
    return () => {
      cancelled = true;
    };
  }, [section, pageSize]);

  const removeFromQueue = useCallback((id: string) => {
    setComments((current) => current.filter((c) => c.id !== id));
    setSelectedId((current) => (current === id ? null : current));
  }, []);

  const handleApprove = useCallback(
    async (id: string) => {
      await approveComment(id);
      removeFromQueue(id);
    },
    [removeFromQueue],
  );

  const handleReject = useCallback(
    async (id: string) => {
      await rejectComment(id, 'community_guidelines');
      removeFromQueue(id);
    },
    [removeFromQueue],
  );

  const sorted = useMemo(
    () => [...comments].sort((a, b) => b.toxicity - a.toxicity || a.receivedAt.localeCompare(b.receivedAt)),
    [comments],
  );

  if (error) {
    return <p className="queue-error">Could not load the queue: {error}</p>;
  }

  return (
    <table className="moderation-queue">
      <thead>
        <tr>
          <th>Comment</th>
          <th>Article</th>
          <th>Toxicity</th>
          <th>Waiting</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {sorted.map((comment) => (
          <tr
            key={comment.id}
            className={comment.id === selectedId ? 'selected' : undefined}
            onClick={() => setSelectedId(comment.id)}
          >
            <td className="body">{comment.body}</td>
            <td>{comment.articleHeadline}</td>
            <td>{comment.toxicity.toFixed(2)}</td>
            <td>{formatDistanceToNow(new Date(comment.receivedAt))}</td>
            <td>
              <button onClick={() => handleApprove(comment.id)}>Approve</button>
              <button onClick={() => handleReject(comment.id)}>Reject</button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
