package com.acme.news.feed

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.acme.news.analytics.Analytics
import com.acme.news.data.Article
import com.acme.news.data.FeedRepository
import java.io.IOException
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

sealed interface FeedState {
    data object Loading : FeedState
    data class Content(val articles: List<Article>, val refreshing: Boolean = false) : FeedState
    data class Error(val message: String) : FeedState
}

class FeedViewModel(
    private val repository: FeedRepository,
    private val analytics: Analytics,
) : ViewModel() {

    private val _state = MutableStateFlow<FeedState>(FeedState.Loading)
    val state: StateFlow<FeedState> = _state.asStateFlow()

    private var refreshJob: Job? = null

    init {
        refresh(force = false)
    }

    fun refresh(force: Boolean) {
        if (refreshJob?.isActive == true && !force) return
        refreshJob?.cancel()
        val current = _state.value
        _state.value = if (current is FeedState.Content) {
            current.copy(refreshing = true)
        } else {
            FeedState.Loading
        }
        refreshJob = viewModelScope.launch {
            try {
                val articles = repository.loadFeed(forceNetwork = force)
                _state.value = FeedState.Content(articles)
                analytics.track("feed_loaded", mapOf("count" to articles.size.toString()))
            } catch (e: IOException) {
                _state.value = FeedState.Error(e.message ?: "Network error")
                analytics.track("feed_refresh_failed", mapOf("reason" to e.javaClass.simpleName))
            }
        }
    }

    fun toggleBookmark(article: Article) {
        val current = _state.value as? FeedState.Content ?: return
        val updated = current.articles.map {
            if (it.id == article.id) it.copy(bookmarked = !it.bookmarked) else it
        }
        _state.value = current.copy(articles = updated)
        viewModelScope.launch {
            try {
                repository.setBookmarked(article.id, !article.bookmarked)
            } catch (e: IOException) {
                _state.value = current
            }
        }
    }

    fun markRead(article: Article) {
        viewModelScope.launch {
            try {
                repository.markRead(article.id)
            } catch (e: IOException) {
                analytics.track("mark_read_failed", mapOf("id" to article.id))
            }
        }
    }
}
