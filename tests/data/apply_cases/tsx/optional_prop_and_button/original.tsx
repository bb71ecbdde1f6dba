import { useState } from "react";
import { formatDistanceToNow } from "date-fns";
import { Avatar } from "./Avatar";
import styles from "./CommentCard.module.css";

export interface Comment {
  id: string;
  author: { name: string; avatarUrl: string };
  body: string;
  createdAt: string;
  likes: number;
}

interface CommentCardProps {
  comment: Comment;
  onLike: (id: string) => void;
  onReply: (id: string) => void;
}

export function CommentCard({ comment, onLike, onReply }: CommentCardProps) {
  const [expanded, setExpanded] = useState(false);
  const isLong = comment.body.length > 280;
  const body = expanded || !isLong ? comment.body : `${comment.body.slice(0, 280)}…`;

  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <Avatar src={comment.author.avatarUrl} alt={comment.author.name} size={32} />
        <span className={styles.author}>{comment.author.name}</span>
        <time dateTime={comment.createdAt}>
          {formatDistanceToNow(new Date(comment.createdAt), { addSuffix: true })}
        </time>
      </header>
      <p className={styles.body}>{body}</p>
      {isLong && (
        <button className={styles.more} onClick={() => setExpanded(!expanded)}>
          {expanded ? "Show less" : "Show more"}
        </button>
      )}
      <footer className={styles.actions}>
        <button onClick={() => onLike(comment.id)}>♥ {comment.likes}</button>
        <button onClick={() => onReply(comment.id)}>Reply</button>
      </footer>
    </article>
  );
}
