"use strict";

const HEARTBEAT_MS = 15000;
const RESUME_MARGIN_SECONDS = 5;

function resumePosition(savedSeconds, durationSeconds) {
  if (!savedSeconds || savedSeconds < RESUME_MARGIN_SECONDS) {
    return 0;
  }
  if (durationSeconds && savedSeconds > durationSeconds - RESUME_MARGIN_SECONDS) {
    return 0;
  }
  return savedSeconds - RESUME_MARGIN_SECONDS;
}

function startHeartbeat(video, lessonId, api) {
  return setInterval(() => {
    if (video.paused || video.ended) {
      return;
    }
    api.sendProgress(lessonId, {
      position: Math.floor(video.currentTime),
      duration: Math.floor(video.duration || 0),
    });
  }, HEARTBEAT_MS);
}

function initPlayer(container, lesson, api) {
  const video = document.createElement("video");
  video.controls = true;
  video.preload = "metadata";
  video.src = lesson.hlsUrl || lesson.mp4Url;
  container.appendChild(video);

  video.addEventListener("loadedmetadata", () => {
    video.currentTime = resumePosition(lesson.savedPosition, video.duration);
  });
  video.addEventListener("ended", () => {
    api.markCompleted(lesson.id);
  });

  const timer = startHeartbeat(video, lesson.id, api);
  window.addEventListener("beforeunload", () => clearInterval(timer));
  return video;
}

module.exports = {
  initPlayer,
  resumePosition,
  startHeartbeat,
};
