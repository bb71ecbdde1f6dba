package com.acme.checkout.payment

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.acme.checkout.payment.data.PaymentGateway
import com.acme.checkout.payment.data.PaymentResult
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

sealed interface PaymentUiState {
    data object Idle : PaymentUiState
    data object Processing : PaymentUiState
    data class Succeeded(val receiptId: String) : PaymentUiState
    data class Failed(val message: String, val canRetry: Boolean) : PaymentUiState
    data class RequiresAction(val redirectUrl: String) : PaymentUiState
}

sealed interface PaymentEvent {
    data class CardEntered(val token: String) : PaymentEvent
    data object PayClicked : PaymentEvent
    data object RetryClicked : PaymentEvent
    data object Dismissed : PaymentEvent
}

class PaymentViewModel(
    private val gateway: PaymentGateway,
    private val amountCents: Long,
) : ViewModel() {

    private val _state = MutableStateFlow<PaymentUiState>(PaymentUiState.Idle)
    val state: StateFlow<PaymentUiState> = _state.asStateFlow()

    private var cardToken: String? = null

    fun onEvent(event: PaymentEvent) {
        when (event) {
            is PaymentEvent.CardEntered -> cardToken = event.token
            PaymentEvent.PayClicked -> pay()
            PaymentEvent.RetryClicked -> pay()
            PaymentEvent.Dismissed -> _state.value = PaymentUiState.Idle
        }
    }

    private fun pay() {
        val token = cardToken ?: run {
            _state.value = PaymentUiState.Failed("Enter a card first", canRetry = false)
            return
        }
        _state.value = PaymentUiState.Processing
        viewModelScope.launch {
            _state.value = when (val result = gateway.charge(token, amountCents)) {
                is PaymentResult.Approved -> PaymentUiState.Succeeded(result.receiptId)
                is PaymentResult.Declined -> PaymentUiState.Failed(result.reason, canRetry = true)
                is PaymentResult.NetworkError -> PaymentUiState.Failed("Network problem, try again", canRetry = true)
            }
        }
    }
}
