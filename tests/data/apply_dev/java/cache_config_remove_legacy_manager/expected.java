package com.acme.catalog.config;

import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;
import java.util.List;
import org.springframework.cache.CacheManager;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.cache.caffeine.CaffeineCacheManager;
import org.springframework.cache.concurrent.ConcurrentMapCacheManager;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.context.annotation.Profile;

@Configuration
@EnableCaching
public class CacheConfig {

    public static final String PRODUCTS = "products";
    public static final String CATEGORIES = "categories";
    public static final String PRICES = "prices";

    @Bean
    @Primary
    public CacheManager cacheManager() {
        CaffeineCacheManager manager = new CaffeineCacheManager(PRODUCTS, CATEGORIES);
        manager.setCaffeine(Caffeine.newBuilder()
                .maximumSize(10_000)
                .expireAfterWrite(Duration.ofMinutes(30))
                .recordStats());
        return manager;
    }

    @Bean
    public CacheManager priceCacheManager() {
        CaffeineCacheManager manager = new CaffeineCacheManager(PRICES);
        manager.setCaffeine(Caffeine.newBuilder()
                .maximumSize(50_000)
                .expireAfterWrite(Duration.ofMinutes(5))
                .recordStats());
        return manager;
    }

    @Bean
    @Profile("test")
    public CacheManager testCacheManager() {
        CaffeineCacheManager manager = new CaffeineCacheManager(PRODUCTS, CATEGORIES, PRICES);
        manager.setCaffeine(Caffeine.newBuilder().maximumSize(100));
        return manager;
    }
}
