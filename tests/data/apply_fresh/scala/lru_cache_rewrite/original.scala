package com.example.cache

import scala.collection.mutable

/** A small least-recently-used cache backed by a LinkedHashMap. */
final class LruCache[K, V](capacity: Int) {
  require(capacity > 0, "capacity must be positive")

  private val entries = mutable.LinkedHashMap.empty[K, V]

  def get(key: K): Option[V] =
    entries.remove(key).map { value =>
      entries.put(key, value)
      value
    }

  def put(key: K, value: V): Unit = {
    entries.remove(key)
    entries.put(key, value)
    if (entries.size > capacity) {
      entries.remove(entries.head._1)
    }
  }

  def remove(key: K): Option[V] =
    entries.remove(key)

  def clear(): Unit =
    entries.clear()

  def keys: List[K] =
    entries.keys.toList
}

object LruCache {
  def apply[K, V](capacity: Int): LruCache[K, V] = new LruCache[K, V](capacity)
}
