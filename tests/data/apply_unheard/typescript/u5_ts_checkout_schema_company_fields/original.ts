import { z } from "zod";

const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const addressSchema = z.object({
  line1: trimmed(120),
  line2: z.string().trim().max(120).optional(),
  city: trimmed(80),
  postalCode: z.string().regex(/^[A-Z0-9 -]{3,10}$/i, "Invalid postal code"),
  country: z.string().length(2).toUpperCase(),
});

export const contactSchema = z.object({
  email: z.string().email(),
  phone: z
    .string()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "Invalid phone number")
    .optional(),
});

export const customerSchema = z.object({
  firstName: trimmed(60),
  lastName: trimmed(60),
  contact: contactSchema,
  billingAddress: addressSchema,
  shippingAddress: addressSchema.optional(),
  marketingOptIn: z.boolean().default(false),
});

export const orderLineSchema = z.object({
  sku: z.string().regex(/^[A-Z]{3}-\d{4}$/, "Invalid SKU"),
  quantity: z.number().int().positive().max(99),
  unitPriceCents: z.number().int().nonnegative(),
});

export const orderSchema = z.object({
  customer: customerSchema,
  lines: z.array(orderLineSchema).min(1, "An order needs at least one line"),
  couponCode: z.string().trim().toUpperCase().optional(),
  notes: z.string().max(500).optional(),
});

export type Address = z.infer<typeof addressSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;
export type Order = z.infer<typeof orderSchema>;
