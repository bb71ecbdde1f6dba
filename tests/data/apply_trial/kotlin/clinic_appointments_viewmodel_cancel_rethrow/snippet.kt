package com.healthbridge.clinic.ui.appointments

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.healthbridge.clinic.data.AppointmentRepository
import com.healthbridge.clinic.model.Appointment
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.flow.MutableStateFlow
// ... existing code ...

    fun cancel(appointmentId: String) {
        viewModelScope.launch {
            try {
                repository.cancel(appointmentId)
                _uiState.update { state ->
                    state.copy(appointments = state.appointments.filterNot { it.id == appointmentId })
                }
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                _uiState.update { it.copy(errorMessage = e.message ?: "Could not cancel the appointment") }
            }
        }
    }

// ... existing code ...
