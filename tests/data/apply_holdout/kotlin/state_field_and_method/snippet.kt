data class NotesUiState(
    val notes: List<Note> = emptyList(),
    val loading: Boolean = false,
    val error: String? = null,
    val query: String = "",
)

class NotesViewModel(private val repository: NoteRepository) : ViewModel() {
    // ...

    fun delete(note: Note) {
        viewModelScope.launch {
            repository.delete(note)
            refresh()
        }
    }

    fun setQuery(query: String) {
        _state.value = _state.value.copy(query = query)
    }
}
