package com.example.notes.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

class NotesViewModel(
    private val repository: NotesRepository,
    private val analytics: Analytics,
) : ViewModel() {

    private val _state = MutableStateFlow(NotesState())
    val state: StateFlow<NotesState> = _state.asStateFlow()

    fun onQueryChanged(query: String) {
        _state.update { it.copy(query = query) }
        analytics.track("notes_search")
        viewModelScope.launch {
            val notes = repository.search(query)
            _state.update { it.copy(notes = notes) }
        }
    }

    fun onDelete(id: Long) {
        viewModelScope.launch {
            repository.delete(id)
            _state.update { s -> s.copy(notes = s.notes.filterNot { it.id == id }) }
        }
    }

    fun onClearQuery() {
        _state.update { it.copy(query = "", notes = emptyList()) }
    }
}
