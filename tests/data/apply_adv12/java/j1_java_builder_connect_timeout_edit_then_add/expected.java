package com.acme.billing.http;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.concurrent.Executors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public final class ClientFactory {
    private static final Logger log = LoggerFactory.getLogger(ClientFactory.class);

    private final BillingConfig config;

    public ClientFactory(BillingConfig config) {
        this.config = config;
    }

    public HttpClient create() {
        log.info("creating billing client for {}", config.baseUrl());
        HttpClient.Builder builder = HttpClient.newBuilder();
        builder.connectTimeout(config.connectTimeout());
        builder.executor(Executors.newVirtualThreadPerTaskExecutor());
        builder.followRedirects(HttpClient.Redirect.NORMAL);
        builder.version(HttpClient.Version.HTTP_2);
        if (config.useProxy()) {
            builder.proxy(config.proxySelector());
        }
        return builder.build();
    }

    public HttpClient createInsecure() {
        log.warn("creating an insecure billing client");
        HttpClient.Builder builder = HttpClient.newBuilder();
        builder.sslContext(TrustAll.context());
        return builder.build();
    }
}
