import logging
import sqlite3

log = logging.getLogger(__name__)


class Repo:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)

    def get(self, key):
        cur = self.conn.execute("SELECT value FROM kv WHERE key = ?", (key,))
        row = cur.fetchone()
        return row[0] if row else None

    def put(self, key, value):
        self.conn.execute("INSERT OR REPLACE INTO kv VALUES (?, ?)", (key, value))
        self.conn.commit()
        log.debug("put %s", key)

    def delete(self, key):
        self.conn.execute("DELETE FROM kv WHERE key = ?", (key,))
        self.conn.commit()

    def keys(self):
        cur = self.conn.execute("SELECT key FROM kv")
        return [r[0] for r in cur.fetchall()]


def main():
    repo = Repo("kv.db")
    repo.put("a", "1")
    print(repo.get("a"))


if __name__ == "__main__":
    main()
