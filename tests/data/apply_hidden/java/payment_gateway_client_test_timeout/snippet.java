    // ... existing tests ...

    @Test
    void authorizeWrapsTransportTimeout() throws Exception {
        when(transport.send(any())).thenThrow(new SocketTimeoutException("read timed out"));

        assertThatThrownBy(() -> client.authorize(new BigDecimal("19.99"), EUR, "tok_visa"))
                .isInstanceOf(GatewayUnavailableException.class)
                .hasCauseInstanceOf(SocketTimeoutException.class);
    }
}
