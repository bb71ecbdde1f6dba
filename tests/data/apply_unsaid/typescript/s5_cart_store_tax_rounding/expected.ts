import { defineStore } from "pinia";
import { computed, ref } from "vue";

import { fetchProduct } from "@/api/products";
import type { CartLine, Product } from "@/types";
import { roundCurrency } from "@/utils/money";

const STORAGE_KEY = "cart:v2";

export const useCartStore = defineStore("cart", () => {
  const lines = ref<CartLine[]>(load());
  const couponCode = ref<string | null>(null);
  const taxRate = ref(0.2);

  const itemCount = computed(() => lines.value.reduce((sum, line) => sum + line.quantity, 0));

  const subtotal = computed(() =>
    roundCurrency(lines.value.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)),
  );

  const tax = computed(() => roundCurrency(subtotal.value * taxRate.value));

  const total = computed(() => roundCurrency(subtotal.value + tax.value));

  async function add(productId: string, quantity = 1): Promise<void> {
    const existing = lines.value.find((line) => line.productId === productId);
    if (existing) {
      existing.quantity += quantity;
    } else {
      const product: Product = await fetchProduct(productId);
      lines.value.push({
        productId,
        name: product.name,
        unitPrice: product.price,
        quantity,
      });
    }
    persist();
  }

  function remove(productId: string): void {
    lines.value = lines.value.filter((line) => line.productId !== productId);
    persist();
  }

  function setQuantity(productId: string, quantity: number): void {
    const line = lines.value.find((l) => l.productId === productId);
    if (!line) return;
    if (quantity <= 0) {
      remove(productId);
      return;
    }
    line.quantity = quantity;
    persist();
  }

  function clear(): void {
    lines.value = [];
    couponCode.value = null;
    persist();
  }

  function persist(): void {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(lines.value));
  }

  return { lines, couponCode, taxRate, itemCount, subtotal, tax, total, add, remove, setQuantity, clear };
});

function load(): CartLine[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as CartLine[]) : [];
  } catch {
    return [];
  }
}
