"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { updateNotificationSettings } from "@/lib/api/settings";

const schema = z.object({
  email: z.string().email(),
  slackWebhook: z.string().url().optional().or(z.literal("")),
  quietHoursStart: z.string().regex(/^\d{2}:\d{2}$/),
  quietHoursEnd: z.string().regex(/^\d{2}:\d{2}$/),
  weeklyDigest: z.boolean(),
});

type FormValues = z.infer<typeof schema>;

interface NotificationSettingsFormProps {
  defaults: FormValues;
}

export function NotificationSettingsForm({ defaults }: NotificationSettingsFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });

  async function onSubmit(values: FormValues) {
    try {
      await updateNotificationSettings(values);
      toast({ title: "Settings saved" });
    } catch (error) {
      toast({ title: "Could not save settings", variant: "destructive" });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor="email">Notification email</Label>
        <Input id="email" type="email" {...register("email")} />
        {errors.email && <p className="text-sm text-red-600">{errors.email.message}</p>}
      </div>

      <div className="grid gap-2">
        <Label htmlFor="slackWebhook">Slack webhook URL</Label>
        <Input id="slackWebhook" placeholder="https://hooks.slack.com/..." {...register("slackWebhook")} />
        {errors.slackWebhook && <p className="text-sm text-red-600">{errors.slackWebhook.message}</p>}
      </div>

      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-2">
          <Label htmlFor="quietHoursStart">Quiet hours from</Label>
          <Input id="quietHoursStart" type="time" {...register("quietHoursStart")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="quietHoursEnd">Quiet hours until</Label>
          <Input id="quietHoursEnd" type="time" {...register("quietHoursEnd")} />
        </div>
      </div>

      <div className="flex items-center justify-between rounded-md border p-4">
        <div>
          <Label htmlFor="weeklyDigest">Weekly digest</Label>
          <p className="text-sm text-muted-foreground">A summary of activity every Monday morning.</p>
        </div>
        <Controller
          control={control}
          name="weeklyDigest"
          render={({ field }) => (
            <Switch id="weeklyDigest" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </div>

      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? "Saving..." : "Save changes"}
      </Button>
    </form>
  );
}
