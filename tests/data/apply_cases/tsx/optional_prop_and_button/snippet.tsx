interface CommentCardProps {
  comment: Comment;
  onLike: (id: string) => void;
  onReply: (id: string) => void;
  onDelete?: (id: string) => void;
}

export function CommentCard({ comment, onLike, onReply, onDelete }: CommentCardProps) {
  // ...
      <footer className={styles.actions}>
        <button onClick={() => onLike(comment.id)}>♥ {comment.likes}</button>
        <button onClick={() => onReply(comment.id)}>Reply</button>
        {onDelete && <button onClick={() => onDelete(comment.id)}>Delete</button>}
      </footer>
  // ...
}
