// ... keep existing code

    @Bean
    public CacheManager cacheManager(RedisConnectionFactory connectionFactory,
                                     RedisCacheConfiguration defaults,
                                     CacheProperties props) {
        return RedisCacheManager.builder(connectionFactory)
                .cacheDefaults(defaults)
                .withCacheConfiguration(PRODUCTS, defaults.entryTtl(props.getProductsTtl()))
                .withCacheConfiguration(CATEGORIES, defaults.entryTtl(props.getCategoriesTtl()))
                .withCacheConfiguration(PRICES, defaults.entryTtl(props.getPricesTtl()))
                .build();
    }

    public static class CacheProperties {

        private Duration defaultTtl = Duration.ofMinutes(10);
        private Duration productsTtl = Duration.ofMinutes(30);
        private Duration categoriesTtl = Duration.ofHours(6);
        private Duration pricesTtl = Duration.ofMinutes(2);

        // ... keep existing code

        public void setCategoriesTtl(Duration categoriesTtl) {
            this.categoriesTtl = categoriesTtl;
        }

        public Duration getPricesTtl() {
            return pricesTtl;
        }

        public void setPricesTtl(Duration pricesTtl) {
            this.pricesTtl = pricesTtl;
        }
    }
}
