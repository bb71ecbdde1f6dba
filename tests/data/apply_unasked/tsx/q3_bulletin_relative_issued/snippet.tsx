import { format, formatDistanceToNow } from "date-fns";
// ... existing code ...

      <p className={styles.meta}>
        Issued {formatDistanceToNow(new Date(bulletin.issuedAt), { addSuffix: true })}
      </p>

      {/* ... existing code ... */}
