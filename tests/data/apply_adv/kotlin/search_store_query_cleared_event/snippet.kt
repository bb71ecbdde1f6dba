sealed interface SearchEvent {
    data class QueryChanged(val query: String) : SearchEvent
    data object QueryCleared : SearchEvent
    // ... other events unchanged ...
}

// ... store setup unchanged ...

        when (event) {
            is SearchEvent.QueryChanged -> state.copy(
                // ... same as before ...
            )
            SearchEvent.QueryCleared -> SearchState()
            // ... remaining branches unchanged ...
        }
