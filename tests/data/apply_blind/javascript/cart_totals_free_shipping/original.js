import { formatMoney } from "./money.js";

const cartEl = document.querySelector("#cart");
const totalsEl = document.querySelector("#cart-totals");

const TAX_RATE = 0.08;
const SHIPPING_FLAT_CENTS = 599;

function lineTotal(line) {
  return line.unitPriceCents * line.quantity;
}

function renderLine(line) {
  const row = document.createElement("li");
  row.className = "cart__line";
  row.dataset.sku = line.sku;
  row.innerHTML = `
    <span class="cart__name">${line.name}</span>
    <input class="cart__qty" type="number" min="1" value="${line.quantity}" />
    <span class="cart__price">${formatMoney(lineTotal(line))}</span>
    <button class="cart__remove" type="button" aria-label="Remove ${line.name}">×</button>
  `;
  return row;
}

function renderCart(lines) {
  cartEl.replaceChildren(...lines.map(renderLine));
  cartEl.classList.toggle("cart--empty", lines.length === 0);
}

function updateTotals(lines) {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const shipping = lines.length > 0 ? SHIPPING_FLAT_CENTS : 0;
  const tax = Math.round(subtotal * TAX_RATE);
  const total = subtotal + shipping + tax;
  totalsEl.innerHTML = `
    <dt>Subtotal</dt><dd>${formatMoney(subtotal)}</dd>
    <dt>Shipping</dt><dd>${formatMoney(shipping)}</dd>
    <dt>Tax</dt><dd>${formatMoney(tax)}</dd>
    <dt>Total</dt><dd>${formatMoney(total)}</dd>
  `;
}

function render(lines) {
  renderCart(lines);
  updateTotals(lines);
}

cartEl.addEventListener("change", (event) => {
  if (!event.target.matches(".cart__qty")) return;
  const sku = event.target.closest(".cart__line").dataset.sku;
  const quantity = Math.max(1, Number.parseInt(event.target.value, 10) || 1);
  document.dispatchEvent(new CustomEvent("cart:quantity", { detail: { sku, quantity } }));
});

cartEl.addEventListener("click", (event) => {
  if (!event.target.matches(".cart__remove")) return;
  const sku = event.target.closest(".cart__line").dataset.sku;
  document.dispatchEvent(new CustomEvent("cart:remove", { detail: { sku } }));
});

export { render };
