import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";

const plans = [
  {
    name: "Starter",
    price: 0,
    description: "For side projects and tinkering.",
    features: ["1 project", "Community support", "1 GB storage"],
    cta: "Get started",
    highlighted: false,
  },
  {
    name: "Pro",
    price: 19,
    description: "For professionals shipping real products.",
    features: ["Unlimited projects", "Email support", "50 GB storage"],
    cta: "Start free trial",
    highlighted: true,
  },
  {
    name: "Team",
    price: 49,
    description: "For growing teams that need more control.",
    features: ["Everything in Pro", "SSO", "Audit logs"],
    cta: "Contact sales",
    highlighted: false,
  },
  {
    name: "Enterprise",
    price: 99,
    description: "For organisations with advanced needs.",
    features: ["Everything in Team", "Dedicated support", "Custom contracts"],
    cta: "Contact sales",
    highlighted: false,
  },
];

export default function Pricing() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h2 className="text-center text-3xl font-bold">Pricing</h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <div
            key={plan.name}
            className={plan.highlighted ? "rounded-xl border-2 border-indigo-500 p-6" : "rounded-xl border p-6"}
          >
            <h3 className="text-xl font-semibold">{plan.name}</h3>
            <p className="mt-2 text-4xl font-bold">${plan.price}</p>
            <p className="mt-2 text-sm text-gray-500">{plan.description}</p>
            <ul className="mt-6 space-y-2">
              {plan.features.map((f) => (
                <li key={f} className="flex items-center gap-2">
                  <Check className="h-4 w-4 text-indigo-500" /> {f}
                </li>
              ))}
            </ul>
            <Button className="mt-6 w-full">{plan.cta}</Button>
          </div>
        ))}
      </div>
    </section>
  );
}
