import { FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { login } from "../api/auth";
import { Button } from "../components/Button";
import { TextField } from "../components/TextField";

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await login(email, password);
      navigate("/dashboard");
    } catch {
      setError(t("login.invalidCredentials"));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="login">
      <h1>{t("login.title")}</h1>
      <form onSubmit={handleSubmit} noValidate>
        <TextField label={t("login.email")} type="email" value={email} onChange={setEmail} autoComplete="username" />
        <TextField
          label={t("login.password")}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        {error && <p className="login__error">{error}</p>}
        <Button type="submit" disabled={submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </Button>
      </form>
    </main>
  );
}
