// liftStatusBoard.js - renders the live lift status panel on the resort homepage.
import { fetchLiftStatus } from "./api.js";
import { formatTime } from "./format.js";

const STATUS_CLASSES = {
  open: "is-open",
  hold: "is-hold",
  closed: "is-closed",
};
const REFRESH_MS = 60_000;

function renderLift(lift) {
  const row = document.createElement("li");
  row.className = `lift-row ${STATUS_CLASSES[lift.status] ?? "is-unknown"}`;
  row.innerHTML = `
    <span class="lift-name">${lift.name}</span>
    <span class="lift-wait">${lift.status === "open" ? `${lift.waitMinutes} min` : "&ndash;"}</span>
    <span class="lift-hours">${formatTime(lift.opensAt)}&ndash;${formatTime(lift.closesAt)}</span>
  `;
  if (lift.status === "hold" && lift.reason) {
    row.title = lift.reason;
  }
  return row;
}

export function renderBoard(container, lifts) {
  const list = document.createElement("ul");
  list.className = "lift-list";
  lifts
    .slice()
    .sort((a, b) => a.sector.localeCompare(b.sector) || a.name.localeCompare(b.name))
    .forEach((lift) => list.appendChild(renderLift(lift)));
  container.replaceChildren(list);
}

export async function refresh(container) {
  try {
    const lifts = await fetchLiftStatus();
    renderBoard(container, lifts);
    container.dataset.updated = new Date().toISOString();
  } catch (err) {
    console.warn("lift status refresh failed", err);
    container.classList.add("is-stale");
  }
}

export function startBoard(container) {
  refresh(container);
  const timer = setInterval(() => refresh(container), REFRESH_MS);
  return () => clearInterval(timer);
}

document.addEventListener("DOMContentLoaded", () => {
  const container = document.querySelector("[data-lift-board]");
  if (container) {
    startBoard(container);
  }
});
