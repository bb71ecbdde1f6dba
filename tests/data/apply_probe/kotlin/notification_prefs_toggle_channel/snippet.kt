class NotificationPrefsViewModel(
    private val repository: NotificationPrefsRepository,
) : ViewModel() {

    // ... existing code ...

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
