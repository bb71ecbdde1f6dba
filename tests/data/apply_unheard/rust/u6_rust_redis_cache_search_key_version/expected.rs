use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::time::Duration;

use redis::AsyncCommands;

use crate::error::Result;

pub const DEFAULT_TTL: Duration = Duration::from_secs(300);

pub fn user_key(user_id: u64) -> String {
    format!("user:{user_id}")
}

pub fn session_key(token: &str) -> String {
    format!("session:{token}")
}

pub fn search_key(query: &str, page: u32) -> String {
    let mut hasher = DefaultHasher::new();
    query.trim().to_lowercase().hash(&mut hasher);
    let digest = hasher.finish();
    format!("search:v2:{digest:016x}:{page}")
}

pub fn feed_key(user_id: u64, cursor: Option<&str>) -> String {
    let cursor = cursor.unwrap_or("head");
    format!("feed:{user_id}:{cursor}")
}

pub struct Cache {
    conn: redis::aio::ConnectionManager,
    ttl: Duration,
}

impl Cache {
    pub fn new(conn: redis::aio::ConnectionManager) -> Self {
        Cache { conn, ttl: DEFAULT_TTL }
    }

    pub fn with_ttl(mut self, ttl: Duration) -> Self {
        self.ttl = ttl;
        self
    }

    pub async fn get(&mut self, key: &str) -> Result<Option<String>> {
        let value: Option<String> = self.conn.get(key).await?;
        Ok(value)
    }

    pub async fn put(&mut self, key: &str, value: &str) -> Result<()> {
        let _: () = self.conn.set_ex(key, value, self.ttl.as_secs()).await?;
        Ok(())
    }

    pub async fn invalidate(&mut self, key: &str) -> Result<bool> {
        let removed: u32 = self.conn.del(key).await?;
        Ok(removed > 0)
    }
}
