plugins {
    `java-library`
    kotlin("jvm") version "1.9.24"
    id("org.jlleitschuh.gradle.ktlint") version "12.1.0"
}

// ... existing code ...

// removed: the publishing { } block — artifacts are now published by CI

tasks.test {
// ... existing code ...
