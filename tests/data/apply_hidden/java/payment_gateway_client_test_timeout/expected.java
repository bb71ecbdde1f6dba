package com.acme.payments.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.net.SocketTimeoutException;
import java.util.Currency;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;

@ExtendWith(MockitoExtension.class)
class PaymentGatewayClientTest {

    private static final Currency EUR = Currency.getInstance("EUR");

    @Mock
    private GatewayTransport transport;

    private PaymentGatewayClient client;

    @BeforeEach
    void setUp() {
        client = new PaymentGatewayClient(transport, "merchant-42");
    }

    @Test
    void authorizeReturnsApprovedResult() throws Exception {
        when(transport.send(any())).thenReturn(GatewayResponse.approved("auth-1"));

        AuthResult result = client.authorize(new BigDecimal("19.99"), EUR, "tok_visa");

        assertThat(result.approved()).isTrue();
        assertThat(result.authorizationId()).isEqualTo("auth-1");
    }

    @Test
    void authorizeReturnsDeclinedResult() throws Exception {
        when(transport.send(any())).thenReturn(GatewayResponse.declined("insufficient_funds"));

        AuthResult result = client.authorize(new BigDecimal("250.00"), EUR, "tok_visa");

        assertThat(result.approved()).isFalse();
        assertThat(result.declineReason()).isEqualTo("insufficient_funds");
    }

    @Test
    void authorizeRejectsNegativeAmount() {
        assertThatThrownBy(() -> client.authorize(new BigDecimal("-1.00"), EUR, "tok_visa"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("amount");
    }

    @Test
    void captureSendsAuthorizationId() throws Exception {
        when(transport.send(any())).thenReturn(GatewayResponse.approved("cap-7"));

        client.capture("auth-1", new BigDecimal("19.99"), EUR);

        verify(transport).send(GatewayRequest.capture("merchant-42", "auth-1", new BigDecimal("19.99"), EUR));
    }

    @Test
    void refundReturnsRefundId() throws Exception {
        when(transport.send(any())).thenReturn(GatewayResponse.approved("ref-3"));

        String refundId = client.refund("cap-7", new BigDecimal("5.00"), EUR);

        assertThat(refundId).isEqualTo("ref-3");
    }

    @Test
    void authorizeWrapsTransportTimeout() throws Exception {
        when(transport.send(any())).thenThrow(new SocketTimeoutException("read timed out"));

        assertThatThrownBy(() -> client.authorize(new BigDecimal("19.99"), EUR, "tok_visa"))
                .isInstanceOf(GatewayUnavailableException.class)
                .hasCauseInstanceOf(SocketTimeoutException.class);
    }
}
