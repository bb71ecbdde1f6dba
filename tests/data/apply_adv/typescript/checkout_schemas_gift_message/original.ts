import { z } from 'zod';

const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const AddressSchema = z.object({
  line1: trimmed(120),
  line2: z.string().trim().max(120).optional(),
  city: trimmed(80),
  region: z.string().trim().max(80).optional(),
  postalCode: z.string().trim().regex(/^[A-Z0-9 -]{3,10}$/i, 'Invalid postal code'),
  country: z.string().length(2).toUpperCase(),
});

export const CustomerSchema = z.object({
  email: z.string().email(),
  firstName: trimmed(60),
  lastName: trimmed(60),
  phone: z
    .string()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'Invalid phone number')
    .optional(),
  marketingOptIn: z.boolean().default(false),
});

export const LineItemSchema = z.object({
  sku: z.string().regex(/^[A-Z0-9-]{4,32}$/),
  quantity: z.number().int().min(1).max(99),
  unitPrice: z.number().nonnegative(),
});

export const PaymentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), token: z.string().min(10) }),
  z.object({ method: z.literal('paypal'), orderId: z.string().min(5) }),
  z.object({ method: z.literal('invoice'), poNumber: trimmed(40) }),
]);

export const CheckoutSchema = z
  .object({
    customer: CustomerSchema,
    shippingAddress: AddressSchema,
    billingAddress: AddressSchema.optional(),
    sameAsShipping: z.boolean().default(true),
    items: z.array(LineItemSchema).min(1, 'Cart is empty'),
    payment: PaymentSchema,
    couponCode: z.string().trim().toUpperCase().optional(),
  })
  .refine((data) => data.sameAsShipping || data.billingAddress !== undefined, {
    message: 'Billing address is required',
    path: ['billingAddress'],
  });

export type Address = z.infer<typeof AddressSchema>;
export type Customer = z.infer<typeof CustomerSchema>;
export type LineItem = z.infer<typeof LineItemSchema>;
export type Payment = z.infer<typeof PaymentSchema>;
export type Checkout = z.infer<typeof CheckoutSchema>;
