package com.pebble.app.settings.notifications

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class NotificationPrefsState(
    val pushEnabled: Boolean = true,
    val emailEnabled: Boolean = true,
    val digestHour: Int = 8,
    val mutedChannels: Set<String> = emptySet(),
    val saving: Boolean = false,
    val error: String? = null,
)

class NotificationPrefsViewModel(
    private val repository: NotificationPrefsRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(NotificationPrefsState())
    val state: StateFlow<NotificationPrefsState> = _state.asStateFlow()

    init {
        viewModelScope.launch {
            val saved = repository.load()
            _state.update {
                it.copy(
                    pushEnabled = saved.pushEnabled,
                    emailEnabled = saved.emailEnabled,
                    digestHour = saved.digestHour,
                    mutedChannels = saved.mutedChannels,
                )
            }
        }
    }

    fun setPushEnabled(enabled: Boolean) {
        _state.update { it.copy(pushEnabled = enabled) }
        persist()
    }

    fun setEmailEnabled(enabled: Boolean) {
        _state.update { it.copy(emailEnabled = enabled) }
        persist()
    }

    fun setDigestHour(hour: Int) {
        require(hour in 0..23) { "hour must be between 0 and 23" }
        _state.update { it.copy(digestHour = hour) }
        persist()
    }

    private fun persist() {
        val snapshot = _state.value
        viewModelScope.launch {
            _state.update { it.copy(saving = true, error = null) }
            runCatching { repository.save(snapshot.toPrefs()) }
                .onFailure { e -> _state.update { it.copy(error = e.message) } }
            _state.update { it.copy(saving = false) }
        }
    }

    fun toggleChannelMuted(channelId: String) {
        _state.update { state ->
            val muted = if (channelId in state.mutedChannels) {
                state.mutedChannels - channelId
            } else {
                state.mutedChannels + channelId
            }
            state.copy(mutedChannels = muted)
        }
        persist()
    }
}

private fun NotificationPrefsState.toPrefs() = NotificationPrefs(
    pushEnabled = pushEnabled,
    emailEnabled = emailEnabled,
    digestHour = digestHour,
    mutedChannels = mutedChannels,
)
