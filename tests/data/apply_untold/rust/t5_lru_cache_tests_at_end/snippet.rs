// ... existing code ...

    #[test]
    fn evicts_least_recent() {
        let mut cache = LruCache::new(2);
        cache.put("a", 1);
        cache.put("b", 2);
        cache.get(&"a");
        cache.put("c", 3);
        assert_eq!(cache.get(&"b"), None);
        assert_eq!(cache.get(&"a"), Some(&1));
        assert_eq!(cache.get(&"c"), Some(&3));
    }

    #[test]
    fn put_existing_key_returns_old_value() {
        let mut cache = LruCache::new(2);
        cache.put("a", 1);
        assert_eq!(cache.put("a", 10), Some(1));
        assert_eq!(cache.len(), 1);
    }
}
