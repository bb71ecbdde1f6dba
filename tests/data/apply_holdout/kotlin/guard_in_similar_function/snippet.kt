    fun add(title: String) {
        if (title.isBlank()) return
        viewModelScope.launch {
            repository.insert(Note(title = title.trim()))
            refresh()
        }
    }
