// ... existing code ...

document.addEventListener("DOMContentLoaded", () => {
  const container = document.querySelector("[data-lift-board]");
  if (!container) {
    return;
  }
  // Stop polling while the tab is in the background; the gondola webcams page keeps tabs open all day.
  let stop = startBoard(container);
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) {
      stop();
    } else {
      stop = startBoard(container);
    }
  });
});
