// ... existing code ...
            repository.delete(id)
            _state.update { s -> s.copy(notes = s.notes.filterNot { it.id == id }) }
        }
    }

    fun onClearQuery() {
        _state.update { it.copy(query = "", notes = emptyList()) }
    }
