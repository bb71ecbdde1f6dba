@file:JvmName("TimeFormatting")

package com.example.notes.util

// ... rest unchanged ...
