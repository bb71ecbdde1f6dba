    // ... existing code ...

    fun refresh() {
        viewModelScope.launch {
            repository.invalidateCache()
            loadOrders()
        }
    }

    fun retryPayment(orderId: String) {
        _uiState.update { it.copy(isLoading = true, errorMessage = null) }
        viewModelScope.launch {
            runCatching { payments.retry(orderId) }
                .onSuccess { loadOrders() }
                .onFailure { e -> _uiState.update { it.copy(isLoading = false, errorMessage = e.message) } }
        }
    }

    fun cancelOrder(orderId: String) {
        // ... existing code ...
