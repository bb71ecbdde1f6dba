import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    `java-library`
    `maven-publish`
    kotlin("jvm") version "1.9.24"
    id("org.jlleitschuh.gradle.ktlint") version "12.1.0"
}

group = "com.example.billing"
version = "2.4.0"

repositories {
    mavenCentral()
}

dependencies {
    implementation(kotlin("stdlib"))
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
    implementation("com.fasterxml.jackson.module:jackson-module-kotlin:2.17.1")

    testImplementation(kotlin("test"))
    testImplementation("io.mockk:mockk:1.13.11")
}

kotlin {
    jvmToolchain(17)
    compilerOptions {
        jvmTarget.set(JvmTarget.JVM_17)
        freeCompilerArgs.add("-Xjsr305=strict")
    }
}

publishing {
    publications {
        create<MavenPublication>("maven") {
            from(components["java"])
            artifactId = "billing-client"
        }
    }

    repositories {
        maven {
            name = "internal"
            url = uri("https://nexus.example.com/repository/releases")
            credentials(PasswordCredentials::class)
        }
    }
}

tasks.test {
    useJUnitPlatform()
    maxParallelForks = 2
}

tasks.jar {
    manifest {
        attributes("Implementation-Version" to project.version)
    }
}
