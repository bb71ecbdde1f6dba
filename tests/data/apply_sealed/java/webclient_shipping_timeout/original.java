package com.acme.storefront.config;

import io.netty.channel.ChannelOption;
import io.netty.handler.timeout.ReadTimeoutHandler;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.client.reactive.ReactorClientHttpConnector;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.netty.http.client.HttpClient;

@Configuration
public class DownstreamClientsConfig {

    private static HttpClient httpClient(int connectTimeoutMs, Duration responseTimeout) {
        return HttpClient.create()
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, connectTimeoutMs)
                .responseTimeout(responseTimeout)
                .doOnConnected(conn -> conn.addHandlerLast(
                        new ReadTimeoutHandler(responseTimeout.toMillis(), TimeUnit.MILLISECONDS)));
    }

    @Bean
    public WebClient paymentsClient(WebClient.Builder builder,
                                    @Value("${clients.payments.base-url}") String baseUrl) {
        return builder.clone()
                .baseUrl(baseUrl)
                .clientConnector(new ReactorClientHttpConnector(httpClient(2000, Duration.ofSeconds(5))))
                .defaultHeader("X-Client", "storefront")
                .build();
    }

    @Bean
    public WebClient inventoryClient(WebClient.Builder builder,
                                     @Value("${clients.inventory.base-url}") String baseUrl) {
        return builder.clone()
                .baseUrl(baseUrl)
                .clientConnector(new ReactorClientHttpConnector(httpClient(2000, Duration.ofSeconds(5))))
                .defaultHeader("X-Client", "storefront")
                .build();
    }

    @Bean
    public WebClient shippingClient(WebClient.Builder builder,
                                    @Value("${clients.shipping.base-url}") String baseUrl) {
        return builder.clone()
                .baseUrl(baseUrl)
                .clientConnector(new ReactorClientHttpConnector(httpClient(2000, Duration.ofSeconds(5))))
                .defaultHeader("X-Client", "storefront")
                .build();
    }

    @Bean
    public WebClient recommendationsClient(WebClient.Builder builder,
                                           @Value("${clients.recommendations.base-url}") String baseUrl) {
        return builder.clone()
                .baseUrl(baseUrl)
                .clientConnector(new ReactorClientHttpConnector(httpClient(1000, Duration.ofMillis(800))))
                .defaultHeader("X-Client", "storefront")
                .build();
    }
}
