// ... keep existing code

const checkoutSchema = z.object({
  // ... keep existing code
  postalCode: z.string().regex(/^\d{5}$/, "Use a 5-digit postal code"),
  promoCode: z
    .string()
    .regex(/^[A-Z0-9]{4,12}$/, "Promo codes are 4–12 letters or digits")
    .optional()
    .or(z.literal("")),
});

// ... keep existing code

      <div className="row">
        {/* ... keep existing code */}
      </div>

      <FormField label="Promo code (optional)" error={errors.promoCode?.message}>
        <input {...register("promoCode")} autoCapitalize="characters" />
      </FormField>

      <div className="checkout-summary">
// ... keep existing code
