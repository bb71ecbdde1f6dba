import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

import { FormField } from "./FormField";
import { formatMoney } from "../lib/money";

const checkoutSchema = z.object({
  fullName: z.string().min(2, "Please enter your name"),
  email: z.string().email("Enter a valid email"),
  address: z.string().min(5, "Address is too short"),
  city: z.string().min(2),
  postalCode: z.string().regex(/^\d{5}$/, "Use a 5-digit postal code"),
  promoCode: z
    .string()
    .regex(/^[A-Z0-9]{4,12}$/, "Promo codes are 4–12 letters or digits")
    .optional()
    .or(z.literal("")),
});

export type CheckoutValues = z.infer<typeof checkoutSchema>;

interface CheckoutFormProps {
  totalCents: number;
  onSubmit: (values: CheckoutValues) => Promise<void>;
}

export default function CheckoutForm({ totalCents, onSubmit }: CheckoutFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues>({ resolver: zodResolver(checkoutSchema) });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="checkout-form">
      <FormField label="Full name" error={errors.fullName?.message}>
        <input {...register("fullName")} autoComplete="name" />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <input {...register("email")} type="email" autoComplete="email" />
      </FormField>
      <FormField label="Address" error={errors.address?.message}>
        <input {...register("address")} autoComplete="street-address" />
      </FormField>
      <div className="row">
        <FormField label="City" error={errors.city?.message}>
          <input {...register("city")} autoComplete="address-level2" />
        </FormField>
        <FormField label="Postal code" error={errors.postalCode?.message}>
          <input {...register("postalCode")} autoComplete="postal-code" inputMode="numeric" />
        </FormField>
      </div>

      <FormField label="Promo code (optional)" error={errors.promoCode?.message}>
        <input {...register("promoCode")} autoCapitalize="characters" />
      </FormField>

      <div className="checkout-summary">
        <span>Total</span>
        <strong>{formatMoney(totalCents)}</strong>
      </div>

      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Placing order…" : "Place order"}
      </button>
    </form>
  );
}
