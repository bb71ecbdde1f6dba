# Work order API (Kotlin / Spring Boot): creates and tracks maintenance work
# orders for the turbines and books service cranes against them.

FROM eclipse-temurin:21-jdk-jammy AS build

WORKDIR /workspace

# Gradle wrapper and build scripts first, so dependency resolution is cached.
COPY gradlew settings.gradle.kts build.gradle.kts ./
COPY gradle/ ./gradle/
RUN ./gradlew --no-daemon dependencies > /dev/null

COPY src/ ./src/
RUN ./gradlew --no-daemon bootJar -x test \
 && cp build/libs/workorders-api-*.jar /workspace/workorders-api.jar

# Split the fat jar into layers so dependency layers stay cached between releases.
RUN java -Djarmode=layertools -jar workorders-api.jar extract --destination /workspace/layers


FROM eclipse-temurin:21-jre-jammy AS runtime

RUN apt-get update \
 && apt-get install -y --no-install-recommends curl tzdata \
 && rm -rf /var/lib/apt/lists/*

RUN groupadd --system windops \
 && useradd --system --gid windops --home-dir /app --shell /usr/sbin/nologin windops

WORKDIR /app

COPY --from=build /workspace/layers/dependencies/ ./
COPY --from=build /workspace/layers/spring-boot-loader/ ./
COPY --from=build /workspace/layers/snapshot-dependencies/ ./
COPY --from=build /workspace/layers/application/ ./

ENV TZ=Europe/Berlin \
    SERVER_PORT=8081 \
    WORKORDERS_CRANE_API_URL=http://crane-bookings:8082

HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD curl -fsS http://localhost:8081/actuator/health || exit 1

USER windops
EXPOSE 8081
ENTRYPOINT ["java", "org.springframework.boot.loader.launch.JarLauncher"]
