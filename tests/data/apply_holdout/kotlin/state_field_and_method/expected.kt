package com.acme.notes.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.acme.notes.data.Note
import com.acme.notes.data.NoteRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

data class NotesUiState(
    val notes: List<Note> = emptyList(),
    val loading: Boolean = false,
    val error: String? = null,
    val query: String = "",
)

class NotesViewModel(private val repository: NoteRepository) : ViewModel() {

    private val _state = MutableStateFlow(NotesUiState())
    val state: StateFlow<NotesUiState> = _state.asStateFlow()

    fun refresh() {
        viewModelScope.launch {
            _state.value = _state.value.copy(loading = true)
            runCatching { repository.all() }
                .onSuccess { _state.value = NotesUiState(notes = it) }
                .onFailure { _state.value = _state.value.copy(loading = false, error = it.message) }
        }
    }

    fun add(title: String) {
        viewModelScope.launch {
            repository.insert(Note(title = title))
            refresh()
        }
    }

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
