import { useState, FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { submitOrder } from "../api/checkout";
import { useCart } from "../hooks/useCart";
import { AddressFields, Address } from "./AddressFields";
import { Spinner } from "./Spinner";

interface CheckoutFormProps {
  defaultAddress?: Address;
}

const emptyAddress: Address = { line1: "", line2: "", city: "", postcode: "", country: "GB" };

export function CheckoutForm({ defaultAddress = emptyAddress }: CheckoutFormProps) {
  const navigate = useNavigate();
  const { items, total, clear } = useCart();
  const [address, setAddress] = useState<Address>(defaultAddress);
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);

    if (items.length === 0) {
      setError("Your cart is empty.");
      return;
    }
    if (!email.includes("@")) {
      setError("Please enter a valid email address.");
      return;
    }
    if (!address.line1 || !address.city || !address.postcode) {
      setError("Please complete your shipping address.");
      return;
    }

    setSubmitting(true);
    try {
      const order = await submitOrder({ items, email: email.trim().toLowerCase(), address });
      clear();
      navigate(`/orders/${order.id}/confirmation`, { replace: true, state: { email } });
    } catch (err) {
      setError(err instanceof Error ? err.message : "Something went wrong.");
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} className="checkout-form">
      <h2>Checkout</h2>
      <label>
        Email
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </label>
      <AddressFields value={address} onChange={setAddress} />
      <p className="checkout-total">Total: £{total.toFixed(2)}</p>
      {error && <p role="alert" className="checkout-error">{error}</p>}
      <button type="submit" disabled={submitting}>
        {submitting ? <Spinner size="sm" /> : "Place order"}
      </button>
    </form>
  );
}
