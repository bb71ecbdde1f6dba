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
  // ... existing fields ...
  quietHoursEnd: z.string().regex(/^\d{2}:\d{2}$/),
  weeklyDigest: z.boolean(),
});

// ... existing code ...

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

  // ... existing code ...

      <div className="grid grid-cols-2 gap-4">
        {/* ... quiet hours inputs ... */}
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
