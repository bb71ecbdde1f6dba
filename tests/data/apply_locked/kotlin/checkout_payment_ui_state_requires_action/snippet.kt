sealed interface PaymentUiState {
    // ... existing states ...
    data class RequiresAction(val redirectUrl: String) : PaymentUiState
}
