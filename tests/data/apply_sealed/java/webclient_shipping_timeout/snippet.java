    // ... existing code ...

    @Bean
    public WebClient shippingClient(WebClient.Builder builder,
                                    @Value("${clients.shipping.base-url}") String baseUrl) {
        return builder.clone()
                .baseUrl(baseUrl)
                .clientConnector(new ReactorClientHttpConnector(httpClient(2000, Duration.ofSeconds(15))))
                .defaultHeader("X-Client", "storefront")
                .build();
    }

    // ... existing code ...
