// ... existing code ...
        <time dateTime={comment.createdAt}>
          {formatDistanceToNow(new Date(comment.createdAt), { addSuffix: true })}
        </time>
        {comment.editedAt && <span className={styles.edited}>(edited)</span>}
      </header>
// ... existing code ...
