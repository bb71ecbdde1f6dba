package com.example.search

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

data class SearchResult(val id: String, val title: String)

data class SearchState(
    val query: String = "",
    val results: List<SearchResult> = emptyList(),
    val page: Int = 0,
    val isLoading: Boolean = false,
    val error: String? = null,
)

sealed interface SearchEvent {
    data class QueryChanged(val query: String) : SearchEvent
    data object QueryCleared : SearchEvent
    data class ResultsLoaded(val results: List<SearchResult>, val page: Int) : SearchEvent
    data class LoadFailed(val message: String) : SearchEvent
    data object LoadMore : SearchEvent
    data object Retry : SearchEvent
}

class SearchStore(initial: SearchState = SearchState()) {
    private val _state = MutableStateFlow(initial)
    val state: StateFlow<SearchState> = _state.asStateFlow()

    fun dispatch(event: SearchEvent) {
        _state.update { reduce(it, event) }
    }

    internal fun reduce(state: SearchState, event: SearchEvent): SearchState =
        when (event) {
            is SearchEvent.QueryChanged -> state.copy(
                query = event.query,
                results = emptyList(),
                page = 0,
                isLoading = event.query.isNotBlank(),
                error = null,
            )
            SearchEvent.QueryCleared -> SearchState()
            is SearchEvent.ResultsLoaded -> state.copy(
                results = if (event.page == 0) event.results else state.results + event.results,
                page = event.page,
                isLoading = false,
            )
            is SearchEvent.LoadFailed -> state.copy(
                isLoading = false,
                error = event.message,
            )
            SearchEvent.LoadMore -> if (state.isLoading) state else state.copy(isLoading = true)
            SearchEvent.Retry -> state.copy(isLoading = true, error = null)
        }
}
