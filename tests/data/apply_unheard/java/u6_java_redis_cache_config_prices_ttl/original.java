package com.acme.catalog.config;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.cache.CacheManager;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.cache.RedisCacheManager;
import org.springframework.data.redis.connection.RedisConnectionFactory;
import org.springframework.data.redis.serializer.GenericJackson2JsonRedisSerializer;
import org.springframework.data.redis.serializer.RedisSerializationContext.SerializationPair;

@Configuration
@EnableCaching
public class CacheConfig {

    public static final String PRODUCTS = "products";
    public static final String CATEGORIES = "categories";
    public static final String PRICES = "prices";

    @Bean
    @ConfigurationProperties(prefix = "catalog.cache")
    public CacheProperties cacheProperties() {
        return new CacheProperties();
    }

    @Bean
    public RedisCacheConfiguration defaultCacheConfiguration(CacheProperties props) {
        return RedisCacheConfiguration.defaultCacheConfig()
                .entryTtl(props.getDefaultTtl())
                .disableCachingNullValues()
                .serializeValuesWith(SerializationPair.fromSerializer(new GenericJackson2JsonRedisSerializer()));
    }

    @Bean
    public CacheManager cacheManager(RedisConnectionFactory connectionFactory,
                                     RedisCacheConfiguration defaults,
                                     CacheProperties props) {
        return RedisCacheManager.builder(connectionFactory)
                .cacheDefaults(defaults)
                .withCacheConfiguration(PRODUCTS, defaults.entryTtl(props.getProductsTtl()))
                .withCacheConfiguration(CATEGORIES, defaults.entryTtl(props.getCategoriesTtl()))
                .build();
    }

    public static class CacheProperties {

        private Duration defaultTtl = Duration.ofMinutes(10);
        private Duration productsTtl = Duration.ofMinutes(30);
        private Duration categoriesTtl = Duration.ofHours(6);

        public Duration getDefaultTtl() {
            return defaultTtl;
        }

        public void setDefaultTtl(Duration defaultTtl) {
            this.defaultTtl = defaultTtl;
        }

        public Duration getProductsTtl() {
            return productsTtl;
        }

        public void setProductsTtl(Duration productsTtl) {
            this.productsTtl = productsTtl;
        }

        public Duration getCategoriesTtl() {
            return categoriesTtl;
        }

        public void setCategoriesTtl(Duration categoriesTtl) {
            this.categoriesTtl = categoriesTtl;
        }
    }
}
