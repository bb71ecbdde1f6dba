import { defineStore } from "pinia";
import { computed, ref } from "vue";

import { fetchProduct } from "@/api/products";
import type { CartLine, Product } from "@/types";
import { roundCurrency } from "@/utils/money";

// ... existing code ...

  const subtotal = computed(() =>
    roundCurrency(lines.value.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)),
  );

  const tax = computed(() => roundCurrency(subtotal.value * taxRate.value));

  const total = computed(() => roundCurrency(subtotal.value + tax.value));

// ... existing code ...
