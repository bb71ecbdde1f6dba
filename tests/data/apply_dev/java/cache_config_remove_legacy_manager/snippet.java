@Configuration
@EnableCaching
public class CacheConfig {

    // ... existing code ...

    // ... removed legacyCacheManager() — the legacy importer is gone ...

    @Bean
    @Profile("test")
    public CacheManager testCacheManager() {
        // ... existing code ...
    }
}
